// The machine's load, printed beside timed figures: they depend on it.
#pragma once

#include <cstdlib>

namespace bench {

// The 1-minute load average, or -1 when the system does not tell.
inline double load_average() {
    double load[1] = {0};
    return getloadavg(load, 1) == 1 ? load[0] : -1;
}

}  // namespace bench
