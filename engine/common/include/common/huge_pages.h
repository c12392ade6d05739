// Memory for large tables probed all over (the endgame solver's), backed by huge pages
// where the system gives them, since with 4 KB pages most random probes would also miss
// the TLB. Linux: aligned_alloc and the
// madvise(MADV_HUGEPAGE) hint (huge_pages_posix.cpp). Windows: VirtualAlloc, with large
// pages when the account holds "Lock pages in memory", plain pages otherwise
// (huge_pages_windows.cpp). Either way the memory works the same, only faster or not.
#pragma once

#include <cstddef>

namespace common {

// At least `bytes` bytes, aligned to 64 KB at least (2 MB on Linux, where the kernel
// then backs it with huge pages), not initialised. Throws std::bad_alloc.
void* allocate_huge_pages(std::size_t bytes);
// Frees what allocate_huge_pages returned (nullptr is ignored).
void free_huge_pages(void* memory);

}  // namespace common
