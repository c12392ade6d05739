#include "common/huge_pages.h"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <new>

namespace common {

// Large pages need the "Lock pages in memory" right switched on in the process token;
// without it (the usual case) VirtualAlloc refuses them and plain pages are taken.
// VirtualAlloc's memory starts on a 64 KB boundary, large pages on their own size.
void* allocate_huge_pages(std::size_t bytes) {
    const std::size_t alignment = std::size_t{2} << 20;
    const std::size_t size = (bytes + alignment - 1) / alignment * alignment;
    const SIZE_T large_page = GetLargePageMinimum();
    void* memory = nullptr;
    if (large_page && size % large_page == 0) {
        HANDLE token = nullptr;
        if (OpenProcessToken(GetCurrentProcess(), TOKEN_ADJUST_PRIVILEGES | TOKEN_QUERY, &token)) {
            TOKEN_PRIVILEGES privileges{};
            privileges.PrivilegeCount = 1;
            privileges.Privileges[0].Attributes = SE_PRIVILEGE_ENABLED;
            if (LookupPrivilegeValueW(nullptr, L"SeLockMemoryPrivilege", &privileges.Privileges[0].Luid) &&
                AdjustTokenPrivileges(token, FALSE, &privileges, 0, nullptr, nullptr) &&
                GetLastError() == ERROR_SUCCESS)
                memory = VirtualAlloc(nullptr, size, MEM_RESERVE | MEM_COMMIT | MEM_LARGE_PAGES, PAGE_READWRITE);
            CloseHandle(token);
        }
    }
    if (!memory) memory = VirtualAlloc(nullptr, size, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
    if (!memory) throw std::bad_alloc();
    return memory;
}

void free_huge_pages(void* memory) {
    if (memory) VirtualFree(memory, 0, MEM_RELEASE);
}

}  // namespace common
