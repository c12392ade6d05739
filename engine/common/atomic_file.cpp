#include "common/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <system_error>

namespace common {
namespace {

// "cannot VERB FILE: reason", the reason from the errno the failing call left (`error`;
// 0 when it left none, as when the stream failed earlier, inside the writer).
std::runtime_error cannot(const char* what, const std::string& file, int error) {
    return std::runtime_error("cannot " + std::string(what) + " " + file + ": " +
                              (error != 0 ? std::strerror(error) : "the system gave no reason"));
}

// A directory in the way is refused before any work: no file can replace it.
void refuse_directory(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw std::runtime_error("cannot replace " + path + ": it is a directory");
}

// Removes our temporary after a failure: a file, never a directory of that name.
void remove_temporary(const std::string& temporary) {
    std::error_code error;
    if (std::filesystem::is_regular_file(temporary, error)) std::remove(temporary.c_str());
}

}  // namespace

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    refuse_directory(path);
    const std::string temporary = path + ".tmp";
    try {
        errno = 0;
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw cannot("write", temporary, errno);
        write(out);
        errno = 0;
        out.flush();
        if (!out) throw cannot("write", temporary, errno);
        errno = 0;
        out.close();
        if (!out) throw cannot("write", temporary, errno);
    } catch (...) {
        remove_temporary(temporary);
        throw;
    }
    // std::filesystem::rename replaces an existing file on every system (std::rename
    // does not on Windows).
    std::error_code renamed;
    std::filesystem::rename(temporary, path, renamed);
    if (renamed) {
        remove_temporary(temporary);
        throw std::runtime_error("cannot replace " + path + ": " + renamed.message());
    }
}

void check_writable(const std::string& path) {
    refuse_directory(path);
    const std::string temporary = path + ".tmp";
    std::error_code error;
    const bool existed = std::filesystem::exists(temporary, error);  // another run's: left alone
    errno = 0;
    if (!std::ofstream(temporary, std::ios::binary | std::ios::app)) throw cannot("write", temporary, errno);
    if (!existed) std::remove(temporary.c_str());
}

void write_atomically(const std::string& path, std::string_view bytes) {
    write_atomically(path, [&](std::ostream& out) { out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())); });
}

}  // namespace common
