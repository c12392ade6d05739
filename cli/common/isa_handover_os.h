// The platform's half of isa_handover.cpp: where this program is, and running another
// program in its place.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace cli::isa_os {

// This program's file; empty when the system does not say.
std::filesystem::path own_path();

// Runs `program` with argv[1...] and this process's standard streams in place of this
// process: its exit code, or (POSIX) no return at all. On failure, nullopt and `error`.
std::optional<int> run_in_place(const std::filesystem::path& program, char** argv, std::string& error);

}  // namespace cli::isa_os
