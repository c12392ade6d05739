// Memory for large tables probed all over (the search's and the endgame solver's),
// backed by huge pages where the system gives them, since with 4 KB pages most random
// probes would also miss the TLB. Linux: aligned_alloc and the madvise(MADV_HUGEPAGE)
// hint (huge_pages_posix.cpp). Windows: VirtualAlloc, with large pages when the account
// holds "Lock pages in memory", plain pages otherwise (huge_pages_windows.cpp). Either
// way the memory works the same, only faster or not.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

namespace common {

// At least `bytes` bytes, aligned to 64 KB at least (2 MB on Linux, where the kernel
// then backs it with huge pages), not initialised. Throws std::bad_alloc.
void* allocate_huge_pages(std::size_t bytes);
// Frees what allocate_huge_pages returned (nullptr is ignored).
void free_huge_pages(void* memory);

// The owner of an array made by make_huge_page_array frees it with free_huge_pages.
struct HugePagesDeleter {
    void operator()(void* memory) const { free_huge_pages(memory); }
};
template <class T>
using HugePageArray = std::unique_ptr<T[], HugePagesDeleter>;

// `count` default-constructed T on huge pages. T is trivially destructible, so freeing
// the memory ends their lifetimes.
template <class T>
HugePageArray<T> make_huge_page_array(std::size_t count) {
    static_assert(std::is_trivially_destructible<T>::value, "the deleter only frees the memory");
    T* items = static_cast<T*>(allocate_huge_pages(count * sizeof(T)));
    for (std::size_t i = 0; i < count; ++i) new (&items[i]) T;
    return HugePageArray<T>(items);
}

}  // namespace common
