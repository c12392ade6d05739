// Reading a whole file, with the file's name in every failure.
#pragma once

#include <string>

namespace common {

// The bytes of the file at `path`, as they are. Throws std::runtime_error starting with
// "PATH: " when it cannot be opened ("cannot open the file"), is a directory, or a read
// fails: a directory, which opens on some systems, never reads as an empty file.
std::string read_file(const std::string& path);

}  // namespace common
