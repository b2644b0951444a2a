import CCurlShim

/// What a ``CurlTransfer`` shares between its task and the transport's thread, in one allocation.
///
/// A transfer needs a lock for its hand-off state, a flag a spinning task can read without that lock,
/// and a buffer for libcurl's error text. As an `NSLock` (an object and its mutex), a ``CurlAtomicWord``
/// and a separate buffer they cost four allocations per request, about a tenth of what a keep-alive
/// `GET` allocates in all; the shim's cell holds the three in one block.
struct CurlTransferCell: ~Copyable {
    private let cell: OpaquePointer

    /// Creates the cell: unlocked, not resolved, with an empty error text.
    init() {
        guard let cell = ccurl_transfer_cell_create() else {
            // As Swift's own allocations do when memory runs out.
            fatalError("out of memory for a transfer")
        }
        self.cell = cell
    }

    deinit {
        ccurl_transfer_cell_destroy(cell)
    }

    /// Runs `body` holding the cell's lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        ccurl_transfer_cell_lock(cell)
        defer { ccurl_transfer_cell_unlock(cell) }
        return try body()
    }

    /// Whether ``markResolved()`` has run; memory written before it is visible once this is `true`.
    var isResolved: Bool { ccurl_transfer_cell_is_resolved(cell) == 1 }

    /// Publishes that the outcome is set, with every write made before.
    func markResolved() {
        ccurl_transfer_cell_set_resolved(cell)
    }

    /// The buffer libcurl writes its error text into (`CURL_ERROR_SIZE` + 1 bytes).
    var errorBuffer: UnsafeMutablePointer<CChar> {
        ccurl_transfer_cell_error_buffer(cell)
    }

    /// The error text libcurl left in the buffer, or an empty string.
    var errorText: String {
        String(cString: errorBuffer)
    }
}
