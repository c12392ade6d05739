// Writing a file all at once: the text goes to PATH.tmp, which is renamed to PATH
// only when complete, so a run killed part-way never leaves a truncated PATH and a
// rerun can take an existing PATH as finished work.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace cli {

// Calls write(stream) on PATH.tmp, then renames it to PATH; throws std::runtime_error
// naming the file when it cannot be written or renamed.
void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write);

}  // namespace cli
