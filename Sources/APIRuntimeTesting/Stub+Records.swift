import APIRuntime
import Foundation

extension Stub {
    /// The records of a streamed answer, framed as the request's ``StreamingRequest/streamFormat`` says: one JSON
    /// line each, one JSON text sequence record each, or one server-sent event each followed by the terminator
    /// event when the format has one.
    ///
    /// ```swift
    /// stubs.on(StreamEvents.self) { _ in .records([.gameStart(…), .challenge(…)], of: StreamEvents.self) }
    /// ```
    ///
    /// `Client.send(_:)` returns them all; `Client.stream(_:)` yields them one by one (a stub answers at once, so
    /// they arrive together).
    public static func records<R: StreamingRequest>(_ values: [R.Element], of _: R.Type, status: Int = 200) -> Stub
    where Response == [R.Element], R.Element: Encodable {
        Stub { encoding in
            var body = Data()
            for value in values {
                let json = try encoding.encode(value)
                switch R.streamFormat {
                case .jsonLines:
                    body.append(json)
                    body.append(0x0A)
                case .jsonSequence:
                    body.append(0x1E)
                    body.append(json)
                    body.append(0x0A)
                case .serverSentEvents:
                    body.append(contentsOf: "data: ".utf8)
                    body.append(json)
                    body.append(contentsOf: "\n\n".utf8)
                }
            }
            if case .serverSentEvents(let terminator?) = R.streamFormat {
                body.append(contentsOf: "data: \(terminator)\n\n".utf8)
            }
            var response = try encoding.response(status: status, body: body)
            let contentType: String
            switch R.streamFormat {
            case .jsonLines: contentType = "application/x-ndjson"
            case .jsonSequence: contentType = "application/json-seq"
            case .serverSentEvents: contentType = "text/event-stream"
            }
            response.headers.replaceOrAdd(name: "Content-Type", value: contentType)
            return response
        }
    }
}
