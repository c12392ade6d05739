// Opening book files, binary and text. Invariants: bytes that load are a book whose
// written bytes are the input again (one canonical file per book) and whose text form
// reads back to it; a text that reads is a book whose text and bytes read back to the
// same entries; every refusal says where (the source or the line) and why.
#include <string>

#include "fuzz_check.h"
#include "reversi/book.h"
#include "reversi/notation.h"

using namespace reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz_text(data, size);
    try {
        const Book book = Book::from_bytes(input, "fuzz");
        FUZZ_CHECK(book.to_bytes() == input);
        FUZZ_CHECK(Book::from_text(book.to_text()).entries().size() == book.size());
    } catch (const BookError& e) {
        FUZZ_CHECK(std::string(e.what()).rfind("fuzz: ", 0) == 0);
    }
    try {
        const Book book = Book::from_text(input);
        const Book again = Book::from_text(book.to_text());
        FUZZ_CHECK(again.entries() == book.entries());
        FUZZ_CHECK(Book::from_bytes(book.to_bytes(), "fuzz").entries() == book.entries());
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("line ", 0) == 0 && !e.why().empty());
    }
    return 0;
}
