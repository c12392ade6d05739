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

std::string read_file(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw std::runtime_error(path + ": is a directory, not a file");
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int why = errno;
        throw std::runtime_error(path + ": cannot open the file" + (why != 0 ? std::string(" (") + std::strerror(why) + ")" : ""));
    }
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
