void reach_error(void) {}

void check(_Bool a, _Bool b) {
  if (a && !b)
    reach_error();
}
