// A least-squares line y ~ a * x + b, fed one point at a time, with the standard
// deviation of its error: how a shallow search's score predicts a deep one's (the
// ProbCut fits of the midgame and of the endgame).
#pragma once

#include <algorithm>
#include <cmath>

namespace common {

class LineFit {
public:
    void add(double x, double y) {
        n_ += 1;
        x_ += x;
        y_ += y;
        xx_ += x * x;
        xy_ += x * y;
        yy_ += y * y;
    }
    double count() const { return n_; }
    // A line needs two points with different x: with fewer, every figure below is 0/0.
    bool determined() const { return n_ >= 2 && n_ * xx_ - x_ * x_ > 1e-9 * n_ * xx_; }
    double slope() const { return (n_ * xy_ - x_ * y_) / (n_ * xx_ - x_ * x_); }
    double intercept() const { return (y_ - slope() * x_) / n_; }
    // The standard deviation of y - (a x + b) over the points (0 when every point is on
    // the line; rounding may make the mean square slightly negative).
    double sigma() const {
        const double a = slope(), b = intercept();
        const double mean_square =
            (yy_ - 2 * a * xy_ - 2 * b * y_ + a * a * xx_ + 2 * a * b * x_ + b * b * n_) / n_;
        return std::sqrt(std::max(0.0, mean_square));
    }

private:
    double n_ = 0, x_ = 0, y_ = 0, xx_ = 0, xy_ = 0, yy_ = 0;
};

}  // namespace common
