// isa_os on Windows, which cannot replace a process: the newer build runs as a child with
// this process's command line (the program name swapped), standard handles and priority
// class, and this process waits for it and exits with its code. The child sits in a job
// object that is killed when this process's handle to it closes, so a front end that stops
// this process (TerminateProcess) stops the child too; where the job cannot be had (a
// system without nested jobs), the child is not kept and this process plays itself.
// Ctrl+C reaches both through the console; only the child acts on it. Priority or
// affinity set on this process after it started do not reach the child.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <string>

#include "common/windows_process.h"
#include "isa_handover_os.h"

namespace cli::isa_os {
namespace {

using common::windows::last_error_text;

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
    // The job closes when this process ends, however it ends, and kills the child; its
    // handle stays open until then.
    const HANDLE job = common::windows::kill_on_close_job();
    if (!job) {
        error = "no job object: " + last_error_text();
        return std::nullopt;
    }
    // Started without a console (a GUI's engine), the child gets none either: no window.
    const DWORD flags =
        CREATE_SUSPENDED | GetPriorityClass(GetCurrentProcess()) | (GetConsoleWindow() ? 0 : CREATE_NO_WINDOW);
    PROCESS_INFORMATION child{};
    if (!CreateProcessW(program.c_str(), command_line.data(), nullptr, nullptr, TRUE, flags, nullptr, nullptr,
                        &startup, &child)) {
        error = last_error_text();
        CloseHandle(job);
        return std::nullopt;
    }
    if (!AssignProcessToJobObject(job, child.hProcess)) {
        error = "cannot put it in a job object: " + last_error_text();
        TerminateProcess(child.hProcess, 1);
        CloseHandle(child.hThread);
        CloseHandle(child.hProcess);
        CloseHandle(job);
        return std::nullopt;
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
