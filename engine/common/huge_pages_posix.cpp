#include "common/huge_pages.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace common {

void* allocate_huge_pages(std::size_t bytes) {
    const std::size_t alignment = std::size_t{2} << 20;
    const std::size_t size = (bytes + alignment - 1) / alignment * alignment;
    void* memory = std::aligned_alloc(alignment, size);
    if (!memory) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(memory, size, MADV_HUGEPAGE);  // a hint: the memory works without huge pages
#endif
    return memory;
}

void free_huge_pages(void* memory) { std::free(memory); }

}  // namespace common
