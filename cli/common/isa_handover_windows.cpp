// isa_os on Windows, which cannot replace a process: the newer build runs as a child with
// this process's command line (the program name swapped) and standard handles, and this
// process waits for it and exits with its code. The child sits in a job object that is
// killed when this process's handle to it closes, so a front end that stops this process
// (TerminateProcess) stops the child too. Ctrl+C reaches both through the console; only
// the child acts on it.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <string>

#include "isa_handover_os.h"

namespace cli::isa_os {
namespace {

std::string last_error_text() {
    return "Windows error " + std::to_string(GetLastError());
}

// The command line after its first word, the program, which Windows ends at the closing
// quote or at the first blank (CommandLineToArgvW's rule for argument 0).
const wchar_t* arguments_of(const wchar_t* line) {
    if (*line == L'"') {
        ++line;
        while (*line && *line != L'"') ++line;
        if (*line) ++line;
    } else {
        while (*line && *line != L' ' && *line != L'\t') ++line;
    }
    return line;
}

void make_inheritable(DWORD which) {
    const HANDLE handle = GetStdHandle(which);
    if (handle && handle != INVALID_HANDLE_VALUE) SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
}

}  // namespace

std::filesystem::path own_path() {
    std::wstring buffer(MAX_PATH, L'\0');
    for (;;) {
        const DWORD n = GetModuleFileNameW(nullptr, buffer.data(), static_cast<DWORD>(buffer.size()));
        if (n == 0) return {};
        if (n < buffer.size()) return std::filesystem::path(buffer.substr(0, n));
        buffer.resize(buffer.size() * 2);
    }
}

std::optional<int> run_in_place(const std::filesystem::path& program, char**, std::string& error) {
    std::wstring command_line = L"\"" + program.native() + L"\"" + arguments_of(GetCommandLineW());
    make_inheritable(STD_INPUT_HANDLE);
    make_inheritable(STD_OUTPUT_HANDLE);
    make_inheritable(STD_ERROR_HANDLE);
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
    startup.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    PROCESS_INFORMATION child{};
    if (!CreateProcessW(program.c_str(), command_line.data(), nullptr, nullptr, TRUE, CREATE_SUSPENDED, nullptr,
                        nullptr, &startup, &child)) {
        error = last_error_text();
        return std::nullopt;
    }
    // The job closes when this process ends, however it ends, and kills the child. (Were
    // the job refused, the child would still end with any job this process sits in.)
    if (const HANDLE job = CreateJobObjectW(nullptr, nullptr)) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits);
        AssignProcessToJobObject(job, child.hProcess);  // the handle stays open until this process ends
    }
    SetConsoleCtrlHandler(nullptr, TRUE);
    ResumeThread(child.hThread);
    CloseHandle(child.hThread);
    WaitForSingleObject(child.hProcess, INFINITE);
    DWORD code = 1;
    GetExitCodeProcess(child.hProcess, &code);
    CloseHandle(child.hProcess);
    return static_cast<int>(code);
}

}  // namespace cli::isa_os
