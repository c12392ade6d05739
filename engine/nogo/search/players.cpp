#include "nogo/players.h"

#include <optional>
#include <set>
#include <string>

#include "common/text_scan.h"

namespace nogo {
namespace {

double number(const std::string& text, const std::string& spec, double min, double max) {
    // (Not strtod: it takes spaces, hexadecimal and, under some locales, a decimal comma.)
    const std::optional<double> v = common::text::parse_number(text);
    if (!v || !(*v >= min && *v <= max))
        throw std::invalid_argument("'" + common::text::excerpt(text) + "' in '" + common::text::excerpt(spec) +
                                    "' must be a number from " + common::text::format_number(min) + " to " +
                                    common::text::format_number(max));
    return *v;
}

// A count (depth, threads, visits): a whole number, not cut down from "1.5".
int whole(const std::string& text, const std::string& spec, int min, int max) {
    const std::optional<int> v = common::text::parse_integer(text);
    if (!v || *v < min || *v > max)
        throw std::invalid_argument("'" + common::text::excerpt(text) + "' in '" + common::text::excerpt(spec) +
                                    "' must be a whole number from " + std::to_string(min) + " to " +
                                    std::to_string(max));
    return *v;
}

// "name:VALUE,key=value,..." -> VALUE and the options.
std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at - start));
        if (at == std::string::npos) return parts;
        start = at + 1;
    }
}

void set_mcts_option(MctsOptions& o, SearchLimits& limits, const std::string& key, const std::string& value,
                     const std::string& spec) {
    if (key == "threads") limits.threads = whole(value, spec, 1, 64);
    else if (key == "c") o.exploration = number(value, spec, 0, 10);
    else if (key == "rave") o.rave_equivalence = number(value, spec, 0, 1e9);
    else if (key == "prior") o.prior_visits = whole(value, spec, 0, 1000);
    else if (key == "own") o.own_point_prior = number(value, spec, 0, 1);
    else if (key == "eval") o.eval_prior = number(value, spec, 0, 1);
    else if (key == "expand") o.expand_visits = whole(value, spec, 0, 1000);
    else if (key == "solver") o.solver = whole(value, spec, 0, 1) != 0;
    else if (key == "reuse") o.reuse_tree = whole(value, spec, 0, 1) != 0;
    else if (key == "policy" && (value == "uniform" || value == "shared"))
        o.policy = value == "uniform" ? PlayoutPolicy::Uniform : PlayoutPolicy::SharedFirst;
    else throw std::invalid_argument("unknown MCTS option '" + key + "=" + value + "' in '" + spec + "'");
}

// The engines' specs, for the message about an unknown one (players are these and random).
const char* const kEngineSpecs =
    "mcts:MS[,threads=N,c=X,rave=K,prior=N,own=X,eval=X,expand=N,policy=uniform|shared,solver=0|1,reuse=0|1], "
    "minmax:DEPTH[,weight=N], minmax-time:MS[,weight=N]";

bool names_an_engine(const std::string& spec) {
    const std::size_t colon = spec.find(':');
    const std::string kind = spec.substr(0, colon);
    return colon != std::string::npos && (kind == "mcts" || kind == "minmax" || kind == "minmax-time");
}

}  // namespace

int RandomPlayer::choose_move(const GameRecord& game) {
    const Bits moves = game.position.moves();
    return nth_point(moves, random_.below(popcount(moves)));
}

std::unique_ptr<Engine> make_engine(const std::string& spec, SearchLimits& limits, std::uint64_t seed) {
    if (!names_an_engine(spec))
        throw std::invalid_argument("unknown engine '" + spec + "' (engines: " + kEngineSpecs + ")");
    const std::size_t colon = spec.find(':');
    const std::string kind = spec.substr(0, colon);
    const std::vector<std::string> parts = split(spec.substr(colon + 1), ',');
    limits = SearchLimits();
    if (kind == "minmax") {
        limits.depth = whole(parts[0], spec, 1, 81);
        limits.seconds = 0;
    } else {
        limits.seconds = number(parts[0], spec, 1, 1e7) / 1000;
    }
    MctsOptions mcts;
    mcts.seed = seed;
    MinMaxOptions minmax;
    std::set<std::string> given;  // a key given twice is refused, not the last value taken
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const std::size_t eq = parts[i].find('=');
        if (eq == std::string::npos) throw std::invalid_argument("expected key=value, found '" + parts[i] + "' in '" + spec + "'");
        const std::string key = parts[i].substr(0, eq), value = parts[i].substr(eq + 1);
        if (!given.insert(key).second) throw std::invalid_argument("'" + key + "' is given twice in '" + spec + "'");
        if (kind == "mcts")
            set_mcts_option(mcts, limits, key, value, spec);
        else if (key == "weight")
            minmax.own_point_weight = whole(value, spec, 0, 100);
        else
            throw std::invalid_argument("unknown MinMax option '" + parts[i] + "' in '" + spec + "'");
    }
    if (kind == "mcts") return std::make_unique<Mcts>(mcts);
    return std::make_unique<MinMax>(minmax);
}

std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed) {
    if (spec == "random") return std::make_unique<RandomPlayer>(seed);
    if (!names_an_engine(spec))
        throw std::invalid_argument("unknown player '" + spec + "' (players: random, " + kEngineSpecs + ")");
    SearchLimits limits;
    std::unique_ptr<Engine> engine = make_engine(spec, limits, seed);
    return std::make_unique<SearchPlayer>(spec, std::move(engine), limits);
}

}  // namespace nogo
