#include "search/root_symmetry.h"

#include <algorithm>

namespace reversi {

RootSymmetry::RootSymmetry(const Position& position) {
    if (position.must_pass()) {
        searched_.push_back(kPass);
        return;
    }
    std::vector<int> symmetries;  // those that leave the position as it is (identity aside)
    for (int s = 1; s < kSymmetryCount; ++s)
        if (position.transformed(s) == position) symmetries.push_back(s);
    for (Bitboard m = position.moves(); m; m = without_first(m)) {
        const int move = first_square(m);
        bool image = false;
        for (int s : symmetries) {
            const int source = transform_square(move, s);
            if (std::find(searched_.begin(), searched_.end(), source) == searched_.end()) continue;
            // `s` maps `move` onto `source`; its inverse maps `source`'s lines onto `move`'s.
            images_.push_back({move, source, inverse_symmetry(s)});
            image = true;
            break;
        }
        if (!image) searched_.push_back(move);
    }
}

std::vector<MoveScore> RootSymmetry::with_images(const std::vector<MoveScore>& scores) const {
    std::vector<MoveScore> out;
    out.reserve(scores.size() + images_.size());
    for (const MoveScore& score : scores) {
        out.push_back(score);
        for (const Image& image : images_) {
            if (image.source != score.move) continue;
            MoveScore mapped = score;
            mapped.move = image.move;
            for (int& move : mapped.pv) move = transform_square(move, image.symmetry);
            out.push_back(std::move(mapped));
        }
    }
    return out;
}

}  // namespace reversi
