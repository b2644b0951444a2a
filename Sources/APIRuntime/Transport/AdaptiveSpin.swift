import CCurlShim
import Foundation

/// Bounded busy-waiting that backs off when it does not pay.
///
/// Putting a thread to sleep and waking it again costs two context switches plus the scheduler's
/// wake-up latency, a large share of a request on loopback or a fast LAN. When the awaited event
/// usually comes within microseconds, polling for it briefly is cheaper. After a wait that ran out,
/// spinning is skipped for a number of waits that doubles (up to 64) while the waits keep running
/// out, so slow networks and idle transports spend almost nothing on it.
struct AdaptiveSpin {
    /// The longest busy-wait, in nanoseconds; 0 turns spinning off.
    let window: UInt64
    private var skips = 0
    private var penalty = 1

    /// Creates a policy with a window (negative or zero durations turn spinning off).
    init(window: Duration) {
        let (seconds, attoseconds) = window.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        self.window = nanoseconds > 0 ? UInt64(nanoseconds) : 0
    }

    /// Whether the next wait should spin first.
    mutating func shouldSpin() -> Bool {
        guard window > 0 else { return false }
        guard skips == 0 else {
            skips -= 1
            return false
        }
        return true
    }

    /// Records whether the last spin ended with the event (success) or with the window.
    mutating func record(success: Bool) {
        if success {
            penalty = 1
        } else {
            skips = penalty
            penalty = min(penalty * 2, 64)
        }
    }

    /// Polls `ready` until it returns `true` (the result) or `window` nanoseconds pass (`false`).
    static func spin(window: UInt64, until ready: () -> Bool) -> Bool {
        let start = ContinuousClock.now
        let limit = Duration.nanoseconds(Int64(clamping: window))
        var polls = 0
        while true {
            if ready() { return true }
            ccurl_cpu_relax()
            polls &+= 1
            // Every 16 polls look at the clock, which costs more than a poll. Every 256 (some
            // microseconds) yield the core, in case the thread that makes `ready` true waits for it;
            // yielding more often costs more than it saves (measured with TransportProbe).
            if polls & 15 == 0 {
                if polls & 255 == 0 { sched_yield() }
                if ContinuousClock.now - start >= limit { return false }
            }
        }
    }
}
