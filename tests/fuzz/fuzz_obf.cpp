// OBF text. Invariants: every record that parses writes to a normal-form line that
// parses back to the same record and writes again to the same line.
#include <vector>

#include "fuzz_check.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

using namespace reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<ObfRecord> records;
    try {
        records = parse_obf_text(fuzz_text(data, size));
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("line ", 0) == 0 && !e.why().empty());
        return 0;
    }
    for (const ObfRecord& record : records) {
        FUZZ_CHECK((record.position.player & record.position.opponent) == 0);
        const std::string line = write_obf_line(record);
        const ObfRecord again = parse_obf_line(line);
        FUZZ_CHECK(again == record);
        FUZZ_CHECK(write_obf_line(again) == line);
    }
    return 0;
}
