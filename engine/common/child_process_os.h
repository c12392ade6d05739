// The platform's half of ChildProcess: one implementation in child_process_os_posix.cpp
// (fork, a socket pair, process groups), one in child_process_os_windows.cpp
// (CreateProcess, pipes, a job object). CMake compiles the one for the target.
#pragma once

#include <string>

#include "common/child_process.h"

namespace common {

class ChildProcess::Os {
public:
    explicit Os(const std::string& command);  // throws std::runtime_error
    ~Os();                                     // stops the child, releases everything
    Os(const Os&) = delete;
    Os& operator=(const Os&) = delete;

    bool send(const std::string& data);  // all of it; false when the child is gone
    enum class Received { Data, Nothing, Closed };
    // Waits up to `wait_ms` for output and appends what came to `buffer`; Closed once
    // the child's output has ended.
    Received receive(std::string& buffer, int wait_ms);
    std::string exit_status();  // empty while the child runs
    void stop();

private:
#if defined(_WIN32)
    void* process_ = nullptr;  // HANDLEs, kept as void* to keep <windows.h> out
    void* job_ = nullptr;      // the child and what it starts, killed together
    void* input_ = nullptr;    // write end of the child's stdin pipe
    void* output_ = nullptr;   // read end of the child's stdout pipe
#else
    int pid_ = -1;
    int socket_ = -1;  // our end of the child's stdin and stdout
#endif
    std::string status_;  // how it ended, once known
};

}  // namespace common
