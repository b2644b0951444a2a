import Foundation
import Testing

@testable import APIRuntime

/// `StreamRecordReader`: JSON Lines and server-sent events split into records whatever the blocks' boundaries.
@Suite struct StreamRecordReaderTests {
    /// Reads `text` in blocks of every size from 1 to 7 bytes; every split must give the same records.
    static func records(_ text: String, format: StreamFormat) throws -> [String] {
        try fullRecords(text, format: format).map { String(decoding: $0.data, as: UTF8.self) }
    }

    /// The records of `text` with their event fields, read in blocks of every size from 1 to 7 bytes.
    static func fullRecords(_ text: String, format: StreamFormat) throws -> [StreamRecord] {
        var results: Set<[StreamRecord]> = []
        for size in 1...7 {
            var reader = StreamRecordReader(format: format)
            var records: [StreamRecord] = []
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                records += try reader.read(bytes[index..<min(index + size, bytes.count)])
                index += size
            }
            records += try reader.finish()
            results.insert(records)
        }
        #expect(results.count == 1, "block boundaries changed the records: \(results)")
        return results.first ?? []
    }

    @Test func jsonLinesSkipBlankLinesAndTakeCRLFAndAFinalLineWithoutBreak() throws {
        let text = "{\"a\":1}\n\n   \r\n{\"b\":\"x\\ny\"}\r\n{\"c\":3}"
        #expect(try Self.records(text, format: .jsonLines) == [#"{"a":1}"#, #"{"b":"x\ny"}"#, #"{"c":3}"#])
    }

    @Test func jsonTextSequencesSplitAtTheRecordSeparatorAndSkipEmptyRecords() throws {
        let text = "\u{1E}{\"a\":\n1}\n\u{1E}\n\u{1E}[2]\n\u{1E}\"x\""
        #expect(try Self.records(text, format: .jsonSequence) == ["{\"a\":\n1}\n", "[2]\n", "\"x\""])
    }

    @Test func serverSentEventsJoinDataLinesAndSkipEverythingElse() throws {
        let text = """
            : a comment\r
            event: delta\r
            id: 7\r
            data: {"a":\r
            data:1}\r
            \r
            retry: 10

            event: ping

            data: {"b":2}


            """
        let records = try Self.records(text, format: .serverSentEvents(terminator: nil))
        #expect(records == ["{\"a\":\n1}", #"{"b":2}"#])
    }

    @Test func theTerminatorEndsTheRecordsAndAnUnfinishedEventIsDropped() throws {
        let format = StreamFormat.serverSentEvents(terminator: "[DONE]")
        #expect(try Self.records("data: 1\n\ndata: [DONE]\n\ndata: 2\n\n", format: format) == ["1"])
        #expect(try Self.records("data: 1\n\ndata: 2", format: format) == ["1"])
        var reader = StreamRecordReader(format: format)
        _ = try reader.read(Array("data: [DONE]\n\n".utf8))
        #expect(reader.isTerminated)
    }

    @Test func aRecordPastTheLimitFails() throws {
        var reader = StreamRecordReader(format: .jsonLines, maxRecordBytes: 8)
        #expect(try reader.read(Array("12345678\n".utf8)) == [StreamRecord(data: Array("12345678".utf8))])
        #expect(throws: StreamRecordError.recordTooLarge(8)) { try reader.read(Array("123456789".utf8)) }
        var events = StreamRecordReader(format: .serverSentEvents(terminator: nil), maxRecordBytes: 8)
        #expect(throws: StreamRecordError.recordTooLarge(8)) { try events.read(Array("data: 12345\ndata: 678\n".utf8)) }
    }

    @Test func eventsKeepTheirTypeTheLastIDAndTheLastRetry() throws {
        let text = """
            retry: 2500
            event: created
            id: 1
            data: {"n":1}

            data: {"n":2}

            event: deleted
            id: 3
            retry: soon
            data: {"n":3}

            id
            data: {"n":4}

            id: a\u{0}b
            event: gone
            data: {"n":5}


            """
        let records = try Self.fullRecords(text, format: .serverSentEvents(terminator: nil))
        func record(_ n: Int, _ event: String?, _ id: String?) -> StreamRecord {
            StreamRecord(data: Array(#"{"n":\#(n)}"#.utf8), event: event, lastEventID: id, retryMilliseconds: 2500)
        }
        #expect(
            records == [
                record(1, "created", "1"),
                record(2, nil, "1"),  // the ID and the retry carry over; the type does not
                record(3, "deleted", "3"),  // a retry that is not all digits is ignored
                record(4, nil, nil),  // an empty `id` clears the last ID
                record(5, "gone", nil),  // an ID holding NUL is ignored
            ])
    }

    @Test func anEventWithEmptyDataIsAKeepAliveNotARecord() throws {
        // One empty `data:` line is no event (the format dispatches none); two make data of one line break.
        let text = "event: ping\ndata:\n\ndata: 1\n\ndata\ndata\n\n"
        let records = try Self.records(text, format: .serverSentEvents(terminator: nil))
        #expect(records == ["1", "\n"])
    }

    @Test func aBodyWithoutAnyLineOfEventsIsNoEventStream() throws {
        let events = StreamFormat.serverSentEvents(terminator: nil)
        // JSON answered to a request for events: lines, none of them a field of the format.
        #expect(throws: StreamRecordError.notServerSentEvents) {
            try Self.records("{\n  \"id\": 1\n}\n", format: events)
        }
        #expect(throws: StreamRecordError.notServerSentEvents) { try Self.records("{\"id\": 1}", format: events) }
        // An empty body, comments alone, or an unfinished event are event streams with no record.
        #expect(try Self.records("", format: events) == [])
        #expect(try Self.records(": keep-alive\n\n: again\n", format: events) == [])
        #expect(try Self.records("data: {\"id\": 1}", format: events) == [])
        // An unknown field beside the format's own is ignored, as the format says.
        #expect(try Self.records("x-custom: 1\ndata: 2\n\n", format: events) == ["2"])
    }

    @Test func eventLinesEndWithALoneCarriageReturnToo() throws {
        let text = "\u{FEFF}event: a\rdata: 1\r\rdata: 2\r\n\r\ndata: 3\n\n: note\r\ndata: 4\r\r"
        let records = try Self.fullRecords(text, format: .serverSentEvents(terminator: nil))
        #expect(records.map { String(decoding: $0.data, as: UTF8.self) } == ["1", "2", "3", "4"])
        #expect(records.map(\.event) == ["a", nil, nil, nil])
    }

    @Test func aByteOrderMarkStartsOnlyAStreamOfEvents() throws {
        // The mark is skipped before the first line of events; elsewhere it is data.
        #expect(try Self.records("\u{FEFF}data: 1\n\n", format: .serverSentEvents(terminator: nil)) == ["1"])
        #expect(try Self.records("\u{FEFF}: c\n\u{FEFF}data: 2\n\n", format: .serverSentEvents(terminator: nil)) == [])
        #expect(try Self.records("\u{FEFF}1\n", format: .jsonLines) == ["\u{FEFF}1"])
    }
}
