// No nondet value at all: an off-by-one after a copy of 10^5 elements
// (expected: the very first generating run reaches reach_error).
void reach_error(void) {}

int src[100000], dst[100000];

int main(void) {
  int i;
  for (i = 0; i < 100000; i++)
    src[i] = i;
  for (i = 0; i < 100000; i++)
    dst[i] = src[i];
  for (i = 0; i < 100000; i++)
    if (dst[i] != i + (i == 99999))
      reach_error();
  return 0;
}
