import Foundation

/// Command-line options of ``BenchServer``.
struct ServerOptions {
    /// The port to bind (0: an ephemeral port).
    var port = 0
    /// Where to write the bound port, for scripts.
    var portFile: String?
    /// The size of the JSON document served to `GET`.
    var payloadBytes = 4096
    /// Event-loop threads.
    var threads = 1

    /// Parses `--port`, `--port-file`, `--payload-bytes` and `--threads`.
    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            guard let value = iterator.next() else { throw OptionError(message: "\(flag) needs a value") }
            switch flag {
            case "--port": port = try Self.integer(value, flag)
            case "--port-file": portFile = value
            case "--payload-bytes": payloadBytes = try Self.integer(value, flag)
            case "--threads": threads = max(1, try Self.integer(value, flag))
            default: throw OptionError(message: "unknown option \(flag)")
            }
        }
    }

    private static func integer(_ text: String, _ flag: String) throws -> Int {
        guard let value = Int(text), value >= 0 else { throw OptionError(message: "\(flag) needs a number") }
        return value
    }
}

/// A bad command line.
struct OptionError: Error, CustomStringConvertible {
    /// What was wrong.
    let message: String
    /// The message.
    var description: String { message }
}

/// The JSON document served to `GET`: a list of small records padded to an exact size.
enum JSONPayload {
    /// A JSON array of records whose encoding is exactly `byteCount` bytes (at least 64).
    static func make(byteCount: Int) -> [UInt8] {
        let target = max(64, byteCount)
        var records: [String] = []
        var index = 0
        func document(_ records: [String], padding: Int) -> String {
            "{\"items\":[" + records.joined(separator: ",") + "],\"pad\":\"" + String(repeating: "x", count: padding) + "\"}"
        }
        while true {
            let record = "{\"id\":\"item-\(index)\",\"name\":\"Item number \(index)\",\"count\":\(index * 7),"
                + "\"score\":\(Double(index) / 4),\"active\":\(index % 2 == 0)}"
            if document(records + [record], padding: 0).utf8.count > target { break }
            records.append(record)
            index += 1
        }
        let base = document(records, padding: 0).utf8.count
        return Array(document(records, padding: target - base).utf8)
    }
}
