// What the Windows halves that start processes share: the match's child engines
// (child_process_os_windows.cpp) and the portable reversi-engine's hand-over to a newer
// build (cli/common/isa_handover_windows.cpp). HANDLEs are void* to keep <windows.h> out.
#pragma once

#include <string>

namespace common::windows {

// The system's message for GetLastError(), without its line end and full stop.
std::string last_error_text();

// A job object whose processes are killed when its last handle closes, as when this
// process ends; null when the system refuses one (last_error_text() says why).
void* kill_on_close_job();

}  // namespace common::windows
