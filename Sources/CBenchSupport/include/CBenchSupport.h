#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stddef.h>

/// Bytes currently allocated by malloc in this process (glibc mallinfo2; 0 where unavailable).
size_t wheelpicker_bench_allocated_bytes(void);

#endif
