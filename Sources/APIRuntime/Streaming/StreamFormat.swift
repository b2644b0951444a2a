/// How the records of a streamed answer are framed on the wire.
public enum StreamFormat: Sendable, Hashable {
    /// JSON Lines / NDJSON (`application/x-ndjson`, `application/jsonl`): one JSON value per line, lines ended by
    /// `\n` or `\r\n`; blank lines (keep-alives, such as Lichess's every few seconds) are skipped.
    case jsonLines
    /// JSON text sequences (RFC 7464, `application/json-seq`): each record starts with the record separator
    /// (`0x1E`) and ends, by convention, with a line feed; empty records are skipped.
    case jsonSequence
    /// Server-sent events (`text/event-stream`): each event's `data` (its `data:` lines joined by `\n`) is one JSON
    /// value; comments and an event without data (or with empty data, a keep-alive) are read past, and `event:`,
    /// `id:` and `retry:` go with the record (``Client/events(_:lastEventID:reconnect:)`` hands them out). An event whose data
    /// is exactly `terminator` (OpenAI's `[DONE]`) ends the records.
    case serverSentEvents(terminator: String?)
}
