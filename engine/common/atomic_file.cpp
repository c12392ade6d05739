#include "common/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include "common/read_file.h"

namespace common {
namespace {

// "cannot VERB FILE: reason", the reason from the errno the failing call left (`error`;
// 0 when it left none).
std::runtime_error cannot(const char* what, const std::string& file, int error) {
    return std::runtime_error("cannot " + std::string(what) + " " + file + ": " +
                              (error != 0 ? std::strerror(error) : "the system gave no reason"));
}

// A directory in the way is refused before any work: no file can replace it.
void refuse_directory(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw std::runtime_error("cannot replace " + path + ": it is a directory");
}

// A device or a pipe (/dev/null, a FIFO) is written in place: a file renamed over it
// would replace it (as root, /dev/null itself), and there is no earlier content to keep.
bool is_special(const std::string& path) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    return !error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) &&
           !std::filesystem::is_directory(status);
}

// Opens `file` (truncated), has `write` fill it and closes it; throws naming `file`.
void write_file(const std::string& file, const std::function<void(std::ostream&)>& write) {
    errno = 0;
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    if (!out) throw cannot("write", file, errno);
    // A write that fails inside `write` (its bytes overflowed the buffer: a full disk)
    // leaves the reason in errno; the flush below would find the stream failed and set none.
    errno = 0;
    write(out);
    if (!out) throw cannot("write", file, errno);
    errno = 0;
    out.flush();
    if (!out) throw cannot("write", file, errno);
    errno = 0;
    out.close();
    if (!out) throw cannot("write", file, errno);
}

// Removes our temporary after a failure: a file, never a directory of that name.
void remove_temporary(const std::string& temporary) {
    std::error_code error;
    if (std::filesystem::is_regular_file(temporary, error)) std::remove(temporary.c_str());
}

}  // namespace

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    refuse_directory(path);
    if (is_special(path)) return write_file(path, write);
    const std::string temporary = path + ".tmp";
    try {
        write_file(temporary, write);
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
    if (is_special(path)) return;  // written in place (opening a FIFO would wait for a reader)
    const std::string temporary = path + ".tmp";
    std::error_code error;
    const bool existed = std::filesystem::exists(temporary, error);  // another run's: left alone
    errno = 0;
    if (!std::ofstream(temporary, std::ios::binary | std::ios::app)) throw cannot("write", temporary, errno);
    if (!existed) std::remove(temporary.c_str());
}

void check_appendable(const std::string& path) {
    check_writable(path);
    std::error_code error;
    if (std::filesystem::exists(path, error) && !std::ofstream(path, std::ios::binary | std::ios::app))
        throw std::runtime_error(path + ": cannot append");
}

AppendedFile read_appended_file(const std::string& path) {
    std::error_code error;
    if (!std::filesystem::exists(path, error)) return {};
    AppendedFile file{read_file(path), false};
    if (!file.text.empty() && file.text.back() != '\n') {
        const std::size_t end = file.text.rfind('\n');
        file.text.resize(end == std::string::npos ? 0 : end + 1);
        file.unfinished = true;
    }
    return file;
}

bool cut_unfinished_line(const std::string& path, const AppendedFile& read) {
    if (!read.unfinished) return false;
    std::error_code error;
    std::filesystem::resize_file(path, read.text.size(), error);
    if (error) throw std::runtime_error("cannot cut the unfinished last line of " + path + ": " + error.message());
    return true;
}

void write_atomically(const std::string& path, std::string_view bytes) {
    write_atomically(path, [&](std::ostream& out) { out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())); });
}

}  // namespace common
