// Threads that belong to a scope, for searches that run helpers beside the caller.
// However the scope is left (by an exception too) the group sets its stop token and
// joins every thread, so no std::thread is destroyed running (std::terminate). An
// exception escaping a thread sets the token as well, and join() rethrows it on the
// owner's thread once every thread has ended: a failure anywhere (std::bad_alloc, an
// evaluation that throws) reaches the caller of the search.
#pragma once

#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace common {

class ThreadGroup {
public:
    explicit ThreadGroup(std::atomic<bool>& stop) : stop_(stop) {}
    ~ThreadGroup() {
        stop_ = true;
        wait();
    }
    ThreadGroup(const ThreadGroup&) = delete;
    ThreadGroup& operator=(const ThreadGroup&) = delete;

    // Runs `work` on a new thread (std::system_error when none can be started).
    template <class Work>
    void run(Work work) {
        threads_.emplace_back([this, work = std::move(work)]() mutable {
            try {
                work();
            } catch (...) {
                keep(std::current_exception());
            }
        });
    }

    // Runs `work` as run() does; false, and no thread started, when the system starts no
    // more (a search then goes on with the threads it has).
    template <class Work>
    bool try_run(Work work) {
        try {
            run(std::move(work));
            return true;
        } catch (const std::system_error&) {
            return false;
        }
    }

    // Waits for every thread, then rethrows the first exception one of them threw.
    void join() {
        wait();
        if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
    }

private:
    void keep(std::exception_ptr error) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (!error_) error_ = std::move(error);
        }
        stop_ = true;
    }
    void wait() {
        for (std::thread& t : threads_)
            if (t.joinable()) t.join();
    }

    std::atomic<bool>& stop_;
    std::mutex mutex_;
    std::exception_ptr error_;  // guarded by mutex_ while threads run
    std::vector<std::thread> threads_;
};

// Runs worker(stop) on `count` new threads and waits for them all. The first exception
// one throws, or the failure to start one (std::system_error), sets `stop` for the
// others and is rethrown here once they have ended.
template <class Worker>
void run_workers(int count, const Worker& worker) {
    std::atomic<bool> stop{false};
    ThreadGroup group(stop);
    for (int t = 0; t < count; ++t) group.run([&worker, &stop] { worker(static_cast<const std::atomic<bool>&>(stop)); });
    group.join();
}

}  // namespace common
