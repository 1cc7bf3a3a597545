#include "CBenchSupport.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
size_t wheelpicker_bench_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>
size_t wheelpicker_bench_allocated_bytes(void) {
  malloc_statistics_t stats;
  malloc_zone_statistics(NULL, &stats);
  return stats.size_in_use;
}
#else
size_t wheelpicker_bench_allocated_bytes(void) { return 0; }
#endif
