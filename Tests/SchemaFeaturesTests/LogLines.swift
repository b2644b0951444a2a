import Foundation
import Logging

/// A log handler that keeps every message with its metadata as text.
final class LogLines: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let meta = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lock.lock()
        stored.append(([event.message.description] + meta).joined(separator: " "))
        lock.unlock()
    }
}
