// Reading a whole file, with the file's name in every failure.
#pragma once

#include <fstream>
#include <string>

namespace common {

// The file at `path` opened for reading, to be read as a stream (a file of millions of
// lines). Throws std::runtime_error "PATH: cannot open the WHAT file (the system's
// reason)", or "PATH: is a directory, not a file" (a directory opens on some systems).
// `what` names the kind of file ("samples "); empty, it says "the file".
std::ifstream open_file(const std::string& path, const std::string& what = "",
                        std::ios::openmode mode = std::ios::in);

// The bytes of the file at `path`, as they are. Throws std::runtime_error starting with
// "PATH: " when it cannot be opened ("cannot open the file"), is a directory, or a read
// fails: a directory, which opens on some systems, never reads as an empty file.
std::string read_file(const std::string& path);

// The text of the file at `path` without a leading UTF-8 byte-order mark (which editors
// on Windows write), for the readers of records and lists; fails as read_file does.
std::string read_text_file(const std::string& path);

}  // namespace common
