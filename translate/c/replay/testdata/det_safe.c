// Correct and deterministic: a generating search stops after one run.
void reach_error(void) {}

int main(void) {
  int i, s = 0;
  for (i = 0; i < 1000; i++)
    s += i;
  if (s != 499500)
    reach_error();
  return 0;
}
