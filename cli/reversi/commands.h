// The sub-commands of reversi-engine: see cli_commands.h, shared with nogo-engine.
#pragma once

#include "cli_commands.h"
