// isa_os on POSIX systems: the program's file from /proc (Linux; elsewhere none, so no
// hand-over), and execv, which keeps the process, its standard streams and its parent.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

#include "isa_handover_os.h"

namespace cli::isa_os {

std::filesystem::path own_path() {
    std::error_code error;
    std::filesystem::path path = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::filesystem::path() : path;
}

std::optional<int> run_in_place(const std::filesystem::path& program, char** argv, std::string& error) {
    execv(program.c_str(), argv);
    error = std::strerror(errno);
    return std::nullopt;
}

}  // namespace cli::isa_os
