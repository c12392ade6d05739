#include "common/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace common {
namespace {

std::runtime_error cannot(const char* what, const std::string& file) {
    return std::runtime_error("cannot " + std::string(what) + " " + file + ": " +
                              (errno != 0 ? std::strerror(errno) : "the system gave no reason"));
}

}  // namespace

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    const std::string temporary = path + ".tmp";
    try {
        errno = 0;
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw cannot("write", temporary);
        write(out);
        out.close();
        if (!out) throw cannot("write", temporary);
    } catch (...) {
        std::remove(temporary.c_str());
        throw;
    }
    // std::filesystem::rename replaces an existing file on every system (std::rename
    // does not on Windows).
    std::error_code renamed;
    std::filesystem::rename(temporary, path, renamed);
    if (renamed) {
        std::remove(temporary.c_str());
        throw std::runtime_error("cannot replace " + path + ": " + renamed.message());
    }
}

void check_writable(const std::string& path) {
    const std::string temporary = path + ".tmp";
    errno = 0;
    if (!std::ofstream(temporary, std::ios::binary | std::ios::app)) throw cannot("write", temporary);
    std::remove(temporary.c_str());
}

void write_atomically(const std::string& path, std::string_view bytes) {
    write_atomically(path, [&](std::ostream& out) { out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())); });
}

}  // namespace common
