import Foundation

/// A request whose successful answer is a stream of records (JSON Lines, server-sent events), each an `Element`.
///
/// Generated for `response: { stream: …, of: T }`. ``Client/send(_:)`` reads the whole answer and returns every
/// record; ``Client/stream(_:)`` hands each record out as soon as its line or event has arrived, for answers that
/// last (an event stream, a long export):
///
/// ```swift
/// for try await event in client.stream(StreamEvents()) {
///     print(event)
/// }
/// ```
public protocol StreamingRequest: Request where Response == [Element] {
    /// One record of the answer.
    associatedtype Element: Decodable & Sendable
    /// How the records are framed.
    static var streamFormat: StreamFormat { get }
}

extension StreamingRequest {
    /// Every record of a complete body, decoded in order (what ``Client/send(_:)`` returns).
    public func parseStreamRecords(_ response: HTTPResponse, context: ResponseContext) throws -> [Element] {
        var reader = StreamRecordReader(format: Self.streamFormat)
        var decoder = StreamRecordDecoder<Element>(context: context)
        var elements: [Element] = []
        try decoder.decode(reader.read(response.body) + reader.finish()) { _, element in elements.append(element) }
        return elements
    }
}

/// Decodes records one by one, numbering them for the failure of one that does not decode.
struct StreamRecordDecoder<Element: Decodable>: Sendable {
    let context: ResponseContext
    /// The number of records decoded so far.
    private(set) var count = 0

    init(context: ResponseContext) {
        self.context = context
    }

    /// Decodes the records in order, handing each with its value to `yield` before the next is decoded; the first
    /// that does not decode fails with its number in the message (the ones before it were handed out).
    mutating func decode(_ records: [StreamRecord], yield: (StreamRecord, Element) -> Void) throws(CallFailure) {
        for record in records {
            do {
                yield(record, try context.decode(Element.self, from: Data(record.data)))
                count += 1
            } catch .decoding(var failure) {
                failure.message = "record \(count + 1): \(failure.message)"
                throw .decoding(failure)
            } catch {
                throw error
            }
        }
    }
}
