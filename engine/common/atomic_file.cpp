#include "common/atomic_file.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace cli {

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        if (!out) throw std::runtime_error(temporary + ": cannot write");
        write(out);
        out.flush();
        if (!out) throw std::runtime_error(temporary + ": cannot write");
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) throw std::runtime_error(path + ": cannot rename " + temporary + " to it");
}

}  // namespace cli
