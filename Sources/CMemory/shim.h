// Memory calls Swift cannot import: mremap is variadic. Only TChartLoading imports it (the
// growing columns of a CSV stream, whose pages move under the final arrays instead of being
// copied). Nothing is linked: mremap is in the C library.
#ifndef TCHART_CMEMORY_SHIM_H
#define TCHART_CMEMORY_SHIM_H

#include <stddef.h>

#if defined(__linux__)
extern void *mremap(void *old_address, size_t old_size, size_t new_size, int flags, ...);

/// Grows (or shrinks) the mapping at `old_address`, moving it when it cannot grow in place;
/// MAP_FAILED ((void *)-1) when refused.
static inline void *tchart_mremap_move(void *old_address, size_t old_size, size_t new_size) {
  return mremap(old_address, old_size, new_size, 1 /* MREMAP_MAYMOVE */);
}

/// Moves the pages of `[old_address, old_address + size)` to `new_address` (page-aligned),
/// replacing what was mapped there; MAP_FAILED when refused.
static inline void *tchart_mremap_to(void *old_address, size_t size, void *new_address) {
  return mremap(old_address, size, size, 1 /* MREMAP_MAYMOVE */ | 2 /* MREMAP_FIXED */,
                new_address);
}
#define TCHART_HAS_MREMAP 1
#else
#define TCHART_HAS_MREMAP 0
#endif

#endif
