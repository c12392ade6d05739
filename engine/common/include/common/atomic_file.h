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
// The same, and a PATH already there must take more lines ("PATH: cannot append"
// otherwise); a missing one is not made: for commands that append to it long after they
// start, and only once they have a line.
void check_appendable(const std::string& path);

// A file that long runs append lines to and resume from (a test set, samples, a book
// build's log). A last line without its newline is what a run stopped while writing it
// left: read as a record it would be a wrong one (a position with moves missing), and
// the next run's first line would be glued to it.
struct AppendedFile {
    std::string text;         // its complete lines ("" for a missing file)
    bool unfinished = false;  // whether a last line without its end was left out of `text`
};
// Reads `path` (throws as read_file does, but for a missing file), changing nothing.
AppendedFile read_appended_file(const std::string& path);
// Cuts the file back to the complete lines of `read`, once the caller has checked them
// and its other inputs (bad input changes nothing): appending goes on from there.
// Returns whether there was a line to cut; throws naming the file when it cannot.
bool cut_unfinished_line(const std::string& path, const AppendedFile& read);

}  // namespace common
