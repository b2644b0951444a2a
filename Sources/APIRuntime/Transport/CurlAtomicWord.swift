import CCurlShim

/// A lock-free atomic word owned by one Swift value: acquire loads, release stores.
///
/// The transport uses it where a lock would put the other side to sleep: a task spinning for its
/// response, and the loop thread spinning for the next command. Swift's `Synchronization.Atomic`
/// would do, but needs macOS 15; the C11 atomics of the shim run wherever libcurl does.
struct CurlAtomicWord: ~Copyable {
    private let storage: UnsafeMutableRawPointer

    /// Creates the word with an initial value.
    init(_ value: Int) {
        let size = Int(ccurl_atomic_size())
        storage = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: size)
        ccurl_atomic_init(storage, value)
    }

    deinit {
        storage.deallocate()
    }

    /// The current value; memory written before the store that set it is visible.
    func load() -> Int {
        ccurl_atomic_load(storage)
    }

    /// Publishes a value and every write made before it.
    func store(_ value: Int) {
        ccurl_atomic_store(storage, value)
    }
}
