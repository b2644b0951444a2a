import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on `<database>-lock`, held while a manager has the database open.
///
/// It makes a second manager on the same file a clear error instead of two sync loops sending the same
/// outbox. The kernel drops the lock when the process dies, so a crash never leaves the file locked.
final class DatabaseFileLock: Sendable {
    private let descriptor: Protected<Int32?>

    /// Takes the lock, or throws ``ShoppingListManagerError/databaseInUse(path:)`` when another holder has it.
    init(databasePath: String) throws(ShoppingListManagerError) {
        let lockPath = databasePath + "-lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ShoppingListManagerError.unreadableDatabase(
                path: databasePath, reason: "cannot open \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw ShoppingListManagerError.databaseInUse(path: databasePath)
            }
            throw ShoppingListManagerError.unreadableDatabase(
                path: databasePath, reason: "cannot lock \(lockPath): \(String(cString: strerror(code)))")
        }
        descriptor = Protected(fd)
    }

    /// Releases the lock; calling it again does nothing.
    func release() {
        let fd = descriptor.withLock { value -> Int32? in
            defer { value = nil }
            return value
        }
        if let fd {
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    deinit {
        release()
    }
}
