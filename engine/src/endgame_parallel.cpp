#include "endgame_parallel.h"

#include <algorithm>
#include <chrono>

#include "endgame_search.h"

namespace reversi {

EndgameThreads::EndgameThreads(EndgameTable& table, const std::atomic<bool>* stop, int helpers)
    : table_(table), stop_(stop) {
    for (int i = 0; i < helpers; ++i) searches_.push_back(std::make_unique<EndgameSearch>(table_, stop_, this));
    for (int i = 0; i < helpers; ++i) threads_.emplace_back([this, i] { helper_loop(i); });
}

EndgameThreads::~EndgameThreads() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        done_ = true;
    }
    changed_.notify_all();
    for (std::thread& t : threads_) t.join();
}

std::uint64_t EndgameThreads::helper_nodes() const {
    std::uint64_t nodes = 0;
    for (const auto& s : searches_) nodes += s->nodes();
    return nodes;
}

void EndgameThreads::open(SplitPoint& sp) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        open_.push_back(&sp);
    }
    changed_.notify_all();
}

void EndgameThreads::close(SplitPoint& sp) {
    std::lock_guard<std::mutex> lock(mutex_);
    open_.erase(std::remove(open_.begin(), open_.end(), &sp), open_.end());
}

SplitPoint* EndgameThreads::join(const SplitPoint* ancestor) {
    // Caller holds mutex_, so no split point can be closed meanwhile.
    for (SplitPoint* sp : open_) {
        if (ancestor && !sp->lies_under(ancestor)) continue;
        std::lock_guard<std::mutex> lock(sp->mutex);
        if (sp->next < sp->size && !sp->cut.load(std::memory_order_relaxed)) {
            ++sp->helpers;
            return sp;
        }
    }
    return nullptr;
}

void EndgameThreads::leave(SplitPoint& sp) {
    {
        std::lock_guard<std::mutex> lock(sp.mutex);
        --sp.helpers;
    }
    changed_.notify_all();
}

void EndgameThreads::helper_loop(int index) {
    EndgameSearch& search = *searches_[index];
    std::unique_lock<std::mutex> lock(mutex_);
    idle_.fetch_add(1);
    while (!done_) {
        SplitPoint* sp = join(nullptr);
        if (!sp) {
            changed_.wait(lock);
            continue;
        }
        idle_.fetch_sub(1);
        lock.unlock();
        search.help(*sp);
        leave(*sp);
        lock.lock();
        idle_.fetch_add(1);
    }
}

void EndgameThreads::wait_for_helpers(SplitPoint& sp, EndgameSearch& owner) {
    idle_.fetch_add(1);
    for (;;) {
        {
            std::lock_guard<std::mutex> lock(sp.mutex);
            if (sp.helpers == 0) break;
        }
        std::unique_lock<std::mutex> lock(mutex_);
        // While the helpers finish, work below them rather than sit idle.
        if (SplitPoint* below = join(&sp)) {
            lock.unlock();
            idle_.fetch_sub(1);
            owner.help(*below);
            leave(*below);
            idle_.fetch_add(1);
            continue;
        }
        // The timeout covers a helper leaving between the check above and the wait.
        changed_.wait_for(lock, std::chrono::microseconds(200));
    }
    idle_.fetch_sub(1);
}

}  // namespace reversi
