// Writing a file all at once: the bytes go to PATH.tmp, which is renamed over PATH only
// when complete. A write that fails, or a run killed part-way, never leaves a truncated
// PATH (an existing one stays as it was), and a rerun can take an existing PATH as
// finished work. A device or pipe in PATH's place (/dev/null, a FIFO) is written
// directly, never replaced.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace common {

// Calls write(stream) on PATH.tmp (a binary stream: the bytes are written as they are),
// then renames it to PATH. Throws std::runtime_error naming the file and the reason when
// PATH is a directory or the file cannot be written or renamed, and rethrows what `write`
// throws; either way PATH.tmp is removed.
void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write);
void write_atomically(const std::string& path, std::string_view bytes);

// Throws as write_atomically would when PATH is a directory or PATH.tmp cannot be made
// (no such directory, no permission), and writes nothing (a PATH.tmp already there stays):
// for commands that work long before they write.
void check_writable(const std::string& path);

// For the files a long run appends lines to and resumes from (a test set, samples): a
// last line without its newline is what a run killed while writing it left, and read as
// a record it would be a wrong one (a position with moves missing), with the next run's
// first line glued to it. Cuts that line off; returns whether there was one. Nothing
// happens to a missing file. Throws std::runtime_error naming the file when it cannot
// be read or cut.
bool drop_unfinished_line(const std::string& path);

}  // namespace common
