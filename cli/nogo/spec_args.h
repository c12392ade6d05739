// Players and engines of nogo-engine's commands, from their spec arguments: a spec that
// does not parse is a usage error.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "cli_commands.h"
#include "nogo/players.h"

namespace cli {

// Whether `arg` is the command's one engine or player spec (a word that is no option),
// which may come before or after the options; taken into `spec`. A second is refused.
inline bool take_spec(const std::string& arg, std::string& spec, bool& given) {
    if (arg.empty() || arg[0] == '-') return false;
    if (given) throw UsageError{"one engine: '" + arg + "' comes after '" + spec + "'"};
    spec = arg;
    given = true;
    return true;
}

inline std::unique_ptr<nogo::Engine> engine_argument(const std::string& spec, nogo::SearchLimits& limits) {
    try {
        return nogo::make_engine(spec, limits);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }
}

inline std::unique_ptr<nogo::Player> player_argument(const std::string& spec, std::uint64_t seed) {
    try {
        return nogo::make_player(spec, seed);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }
}

}  // namespace cli
