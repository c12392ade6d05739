#include "common/read_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <system_error>

#include "common/text_scan.h"

namespace common {

std::ifstream open_file(const std::string& path, const std::string& what, std::ios::openmode mode) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw std::runtime_error(path + ": is a directory, not a file");
    errno = 0;
    std::ifstream in(path, mode);
    const int why = errno;  // (the stream keeps no reason; the system's call left one)
    if (!in)
        throw std::runtime_error(path + ": cannot open the " + what + "file" +
                                 (why != 0 ? std::string(" (") + std::strerror(why) + ")" : ""));
    return in;
}

std::string read_file(const std::string& path) {
    std::ifstream in = open_file(path, "", std::ios::binary);
    try {
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (in.bad()) throw std::runtime_error(path + ": cannot read the file");
        return bytes;
    } catch (const std::ios_base::failure& e) {
        // (libstdc++ reports a failed read inside the iterator this way.)
        throw std::runtime_error(path + ": cannot read the file (" + e.what() + ")");
    }
}

std::string read_text_file(const std::string& path) {
    std::string text = read_file(path);
    text.erase(0, text.size() - text::without_bom(text).size());
    return text;
}

}  // namespace common
