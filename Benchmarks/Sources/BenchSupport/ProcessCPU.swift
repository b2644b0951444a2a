import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time the whole process has used: user plus system, every thread (`getrusage(RUSAGE_SELF)`).
///
/// Read before and after a batch, the difference is what the batch cost in CPU, whichever threads did
/// the work: the calling tasks, a transport's own thread, SwiftNIO's event loops, Foundation's. Linux
/// derives it from the scheduler's per-thread runtime, so it is exact to the microsecond (the
/// tick-sampled `/proc/self/stat` counters that ordo-one/benchmark's `cpuTotal` reads are 10 ms
/// grains, too coarse for batches of 10–40 ms).
public enum ProcessCPU {
    /// User plus system time used so far, in microseconds.
    public static var microseconds: Int {
        var usage = rusage()
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        let user = Int(usage.ru_utime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec)
        let system = Int(usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_stime.tv_usec)
        return user + system
    }
}
