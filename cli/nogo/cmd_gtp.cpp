#include <iostream>
#include <stdexcept>

#include "cli_commands.h"
#include "spec_args.h"
#include "nogo/gtp.h"
#include "nogo/players.h"

namespace cli {
namespace {

int run_gtp(const Args& args) {
    std::string spec = "mcts:1000";
    bool centre_rule = false, spec_given = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--centre-rule") centre_rule = true;
        else if (!take_spec(args[i], spec, spec_given)) throw unexpected_argument(args[i]);
    }
    nogo::SearchLimits limits;
    nogo::GtpSession session(engine_argument(spec, limits), limits, centre_rule);
    common::gtp::serve(std::cin, std::cout, session);
    return 0;
}

const Registration registration{
    {"gtp", "gtp [ENGINE] [--centre-rule]  speak GTP on stdin/stdout; ENGINE as for analyze (match's players but "
            "random; default mcts:1000: one second a move unless time_settings / time_left say otherwise)",
     run_gtp}};

}  // namespace
}  // namespace cli
