// OBF text. Invariants: every record that parses writes to a normal-form line that
// parses back to the same record and writes again to the same line; the same for the
// reader of every board size, which agrees with the 8x8 reader on 8x8 lines.
#include <vector>

#include "fuzz_check.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

using namespace reversi;

namespace {

void check_sized(std::string_view text) {
    std::vector<sized::ObfRecord> records;
    try {
        records = sized::parse_obf_text(text);
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("line ", 0) == 0 && !e.why().empty());
        return;
    }
    for (const sized::ObfRecord& record : records) {
        FUZZ_CHECK(sized::is_supported_size(record.position.size));
        FUZZ_CHECK((record.position.player & record.position.opponent) == 0);
        const std::string line = sized::write_obf_line(record);
        FUZZ_CHECK(sized::parse_obf_line(line) == record);
        if (record.position.size == 8) FUZZ_CHECK(write_obf_line(parse_obf_line(line)) == line);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    check_sized(fuzz_text(data, size));
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
