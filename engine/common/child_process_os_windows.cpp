// ChildProcess::Os on Windows. The command line goes to CreateProcessW as it is (no
// shell); the child's stdin and stdout are anonymous pipes and its stderr is ours. The
// child runs in a job object, so stopping it stops what it started too, and closing the
// job (also when this process dies) kills them all. Anonymous pipes cannot wait with a
// timeout, so receive() peeks and sleeps a tick (Sleep(1): 1 to 16 ms, the system
// timer's resolution) until output comes: against moves of tenths of a second and more,
// that latency and at most a thousand wake-ups a second cost nothing.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <chrono>
#include <cstdio>
#include <mutex>
#include <stdexcept>

#include "child_process_os.h"
#include "common/windows_process.h"

namespace common {
namespace {

using windows::last_error_text;

std::wstring wide(const std::string& utf8) {
    if (utf8.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring result(static_cast<std::size_t>(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), result.data(), n);
    return result;
}

void close_handle(void*& handle) {
    if (handle) CloseHandle(handle);
    handle = nullptr;
}

// Pipe ends are made inheritable only for the moment of CreateProcess: two children
// started at once by two threads must not inherit each other's ends, or a pipe would
// stay open after its child ended.
std::mutex& inheritance_lock() {
    static std::mutex lock;
    return lock;
}

}  // namespace

ChildProcess::Os::Os(const std::string& command) {
    job_ = windows::kill_on_close_job();
    if (!job_) throw std::runtime_error("cannot make a job object: " + last_error_text());

    std::lock_guard<std::mutex> lock(inheritance_lock());
    SECURITY_ATTRIBUTES inheritable{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE child_input = nullptr, child_output = nullptr;
    if (!CreatePipe(&child_input, &input_, &inheritable, 0) ||
        !CreatePipe(&output_, &child_output, &inheritable, 0)) {
        const std::string why = last_error_text();
        close_handle(child_input);
        close_handle(input_);
        close_handle(job_);
        throw std::runtime_error("cannot make a pipe: " + why);
    }
    SetHandleInformation(input_, HANDLE_FLAG_INHERIT, 0);
    SetHandleInformation(output_, HANDLE_FLAG_INHERIT, 0);

    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = child_input;
    startup.hStdOutput = child_output;
    startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    PROCESS_INFORMATION process{};
    std::wstring line = wide(command);
    line.push_back(L'\0');  // CreateProcessW may write into the command line
    const BOOL started = CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, CREATE_SUSPENDED, nullptr,
                                        nullptr, &startup, &process);
    const std::string why = started ? "" : last_error_text();
    CloseHandle(child_input);  // the child has its own copies now
    CloseHandle(child_output);
    if (!started) {
        close_handle(input_);
        close_handle(output_);
        close_handle(job_);
        throw std::runtime_error("cannot start '" + command + "': " + why);
    }
    // In the job before it runs, so nothing it starts escapes the job.
    AssignProcessToJobObject(job_, process.hProcess);
    ResumeThread(process.hThread);
    CloseHandle(process.hThread);
    process_ = process.hProcess;
}

ChildProcess::Os::~Os() {
    stop();
    close_handle(input_);
    close_handle(output_);
    close_handle(process_);
    close_handle(job_);
}

bool ChildProcess::Os::send(const std::string& data) {
    for (std::size_t sent = 0; sent < data.size();) {
        DWORD written = 0;
        if (!input_ || !WriteFile(input_, data.data() + sent, static_cast<DWORD>(data.size() - sent), &written, nullptr) ||
            written == 0)
            return false;
        sent += written;
    }
    return true;
}

ChildProcess::Os::Received ChildProcess::Os::receive(std::string& buffer, int wait_ms) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
    for (;;) {
        DWORD available = 0;
        if (!PeekNamedPipe(output_, nullptr, 0, nullptr, &available, nullptr)) return Received::Closed;
        if (available > 0) {
            char chunk[4096];
            DWORD n = 0;
            if (!ReadFile(output_, chunk, available < sizeof chunk ? available : DWORD{sizeof chunk}, &n, nullptr) || n == 0)
                return Received::Closed;
            buffer.append(chunk, n);
            return Received::Data;
        }
        if (std::chrono::steady_clock::now() >= until) return Received::Nothing;
        Sleep(1);
    }
}

// Exit codes from 0xC0000000 up are exceptions (0xC0000005, an access violation).
std::string ChildProcess::Os::exit_status() {
    if (!status_.empty()) return status_;
    if (WaitForSingleObject(process_, 0) != WAIT_OBJECT_0) return "";
    DWORD code = 0;
    GetExitCodeProcess(process_, &code);
    char text[40];
    if (code >= 0xC0000000u) std::snprintf(text, sizeof text, "ended by exception 0x%08lX", static_cast<unsigned long>(code));
    else std::snprintf(text, sizeof text, "exit code %lu", static_cast<unsigned long>(code));
    status_ = text;
    return status_;
}

// Closing its input lets a well-behaved program end on its own; what still runs half a
// second later is ended with everything in its job.
void ChildProcess::Os::stop() {
    if (!exit_status().empty()) return;
    close_handle(input_);
    if (WaitForSingleObject(process_, 500) != WAIT_OBJECT_0) {
        TerminateJobObject(job_, 1);
        WaitForSingleObject(process_, INFINITE);
        status_ = "killed";
    }
}

}  // namespace common
