import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Bad input gets a typed error and never a crash: every recorded body of every API mangled, absurd numbers and
/// dates in bodies and headers, 100,000-deep nesting, and a server that is not there.
@Suite struct MalformedInputTests {
    /// `Tests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every recorded body with the given extension and at most `maximumSize` bytes, as `<api>/<file>`.
    ///
    /// Free-form decoding of the 300 KB eTilbudsavis lists takes seconds per variant set in debug builds; their
    /// variants run through the typed models in `EtilbudsavisTests` instead.
    static func fixtureNames(_ pathExtension: String, maximumSize: Int = 64 * 1024) -> [String] {
        let manager = FileManager.default
        let apis = (try? manager.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return apis.sorted().flatMap { api in
            let folder = fixtures.appendingPathComponent(api)
            return ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { name in
                let size =
                    (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size]) as? Int
                return name.hasSuffix(".\(pathExtension)") && (size ?? .max) <= maximumSize
            }.map { "\(api)/\($0)" }
        }
    }

    @Test func everyAPIHasRecordedBodies() {
        #expect(Self.fixtureNames("json").count >= 20)
        #expect(Self.fixtureNames("xml").count >= 10)
    }

    @Test("JSON variants as free-form JSON", arguments: fixtureNames("json"))
    func jsonVariants(_ name: String) throws {
        let original = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
        for variant in MalformedBodies.json(from: original) {
            let result = Result { () throws(CallFailure) in try JSONValue(data: variant.body) }
            switch (variant.expectation, result) {
            case (.invalid, .failure(.decoding)):
                break
            case (.wrongShape, .success):
                break
            case (.replaced(let markers), .success(let value)):
                #expect(markers.contains(where: "\(value)".contains), "\(name) \(variant): no \(markers) in \(value)")
            case (.replaced(["1e400"]), .failure(.decoding)):
                break  // a free-form value cannot hold a number no Double represents
            default:
                Issue.record("\(name) \(variant): unexpected \(result)")
            }
        }
    }

    @Test("XML variants through the XML decoder", arguments: fixtureNames("xml"))
    func xmlVariants(_ name: String) throws {
        let original = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
        let context = ResponseContext()
        for variant in MalformedBodies.xml(from: original) {
            let result = Result { () throws(CallFailure) in
                try context.decodeXML(XMLTree.Element.self, from: variant.body)
            }
            switch (variant.expectation, result) {
            case (.invalid, .failure(.transport(let error))):
                #expect(error.kind == .malformedResponse, "\(name) \(variant): \(error)")
                #expect(error.message.contains("malformed response"), "\(name) \(variant): \(error)")
            case (.replaced(let markers), .success(let root)):
                #expect(
                    markers.contains { Self.contains($0, in: root) },
                    "\(name) \(variant): the replacement is not in the tree")
            default:
                Issue.record("\(name) \(variant): unexpected \(result)")
            }
        }
    }

    /// Whether an element, its attributes or any descendant holds a text.
    static func contains(_ text: String, in element: XMLTree.Element) -> Bool {
        var pending = [element]
        while let next = pending.popLast() {
            if next.text.contains(text) || next.attributes.contains(where: { $0.value.contains(text) }) { return true }
            pending.append(contentsOf: next.children)
        }
        return false
    }

    @Test func typedRequestsReportMalformedBodiesAsDecodingErrors() throws {
        let request = FakeRequest<ReviewsPage>()
        for body in [Data(), MalformedBodies.htmlErrorPage, Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])] {
            let error = try #require(throws: ClientError<FakeAPI>.self) { try request.decodeRecorded(body) }
            guard case .decoding = error else {
                Issue.record("expected a decoding error, got \(error)")
                continue
            }
        }
        let error = try #require(throws: ClientError<FakeAPI>.self) {
            try request.decodeRecorded(MalformedBodies.htmlErrorPage, statusCode: 502)
        }
        #expect(error.statusCode == 502)
    }

    @Test func retryAfterDatesWithHugeYearsAreIgnoredNotTrapping() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        for header in [
            "Sun, 06 Nov 99999999999999 08:49:37 GMT", "Sun Nov  6 08:49:37 9223372036854775807",
            "Sun, 06 Nov 0 08:49:37 GMT", "Sun, 06 Nov -5 08:49:37 GMT",
        ] {
            #expect(RetryMiddleware.retryAfter(header, now: now) == nil, "\(header)")
            #expect(HTTPDate.parse(header) == nil, "\(header)")
        }
        #expect(RetryMiddleware.retryAfter("Fri, 31 Dec 9999 23:59:59 GMT", now: now) != nil)
        #expect(RetryMiddleware.retryAfter("99999999999999999999999", now: now) == nil)
        // Negative or fractional seconds are no delay (backoff applies); a date in the past is no wait.
        for header in ["-5", "1.5", "1e3", ""] {
            #expect(RetryMiddleware.retryAfter(header, now: now) == nil, "\(header)")
        }
        #expect(RetryMiddleware.retryAfter("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == .zero)
        #expect(RetryMiddleware.retryAfter(String(Int.max), now: now) == .seconds(Int.max))
    }

    @Test func retryMiddlewareSurvivesAHugeRetryAfterDate() async throws {
        let attempts = LockedCounter()
        let retry = RetryMiddleware(policy: RetryPolicy(maxAttempts: 2), sleep: { _ in }, random: { 0 })
        let url = try #require(URL(string: "http://127.0.0.1:9/x"))
        let response = try await retry.intercept(HTTPRequest(method: .get, url: url)) { request in
            let status = attempts.increment() == 1 ? 503 : 200
            return HTTPResponse(
                statusCode: status, headers: ["Retry-After": "Sun, 06 Nov 99999999999999 08:49:37 GMT"],
                body: Data(), url: request.url)
        }
        #expect(response.statusCode == 200)
        #expect(attempts.value == 2)
    }

    @Test func unixTimestampsOutsideYearsOneToNineThousandAreDecodingErrors() throws {
        struct Stamp: Decodable { var at: Date }
        let context = ResponseContext(codingOptions: CodingOptions(dateFormats: [.unixSeconds, .iso8601]))
        for number in ["1e300", "-1e300", "253402300800", "\"1e300\"", "\"nan\"", "\"inf\""] {
            let body = Data("{\"at\":\(number)}".utf8)
            #expect(throws: CallFailure.self, "\(number)") { try context.decode(Stamp.self, from: body) }
        }
        #expect(
            try context.decode(Stamp.self, from: Data(#"{"at":1700000000}"#.utf8)).at.timeIntervalSince1970 == 1.7e9)
        let millis = ResponseContext(codingOptions: CodingOptions(dateFormats: [.unixMilliseconds]))
        #expect(throws: CallFailure.self) { try millis.decode(Stamp.self, from: Data(#"{"at":1e300}"#.utf8)) }
        #expect(DateFormat.unixSeconds.parse("0x1p70") == nil)
    }

    @Test func farAwayDatesFormatWithoutTrapping() {
        for date in [Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: -.infinity), .distantFuture] {
            for format in [DateFormat.iso8601, .iso8601Fractional, .iso8601Custom(fractionDigits: 9, offset: .zulu)] {
                #expect(!format.format(date).isEmpty)
            }
        }
        #expect(DateFormat.iso8601Fractional.format(Date(timeIntervalSince1970: 1.5)) == "1970-01-01T00:00:01.500Z")
    }

    @Test func isoDurationsWithHugeComponentsAreRejected() throws {
        for text in ["P99999999999999999999Y", "PT99999999999999999999H", "P9223372036854775808D"] {
            #expect(ISODuration(text) == nil, "\(text)")
        }
        let large = try #require(ISODuration("P9223372036854774784Y"))
        #expect(large.approximateSeconds > 0)
        struct Box: Decodable { var d: ISODuration }
        #expect(throws: CallFailure.self) {
            try ResponseContext().decode(Box.self, from: Data(#"{"d":"P99999999999999999999Y"}"#.utf8))
        }
    }

    /// A model with a lossy list and a flexible number, as generated for lenient schemas.
    struct Lenient: Decodable {
        var counts: [Int]?
        var rating: Double?

        enum CodingKeys: String, CodingKey { case counts, rating }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            counts = try container.decodeLossyArrayIfPresent(Int.self, forKey: .counts, decoder: decoder)
            rating = try container.decodeFlexibleDoubleIfPresent(forKey: .rating)
        }
    }

    @Test func aLossyListSkipsElementsNoDecoderCanHoldAndReportsThem() throws {
        let issues = IssueCounter()
        let context = ResponseContext(issueHandler: { _ in issues.record() })
        let body = Data(#"{"counts":[1,1e400,"x",{"a":[1e400]},2]}"#.utf8)
        #expect(try context.decode(Lenient.self, from: body).counts == [1, 2])
        #expect(issues.count == 3)
    }

    @Test func flexibleNumbersRefuseNaNAndInfinity() throws {
        for text in ["nan", "inf", "-infinity", "0x10", "0x1p3"] {
            #expect(throws: CallFailure.self, "\(text)") {
                try ResponseContext().decode(Lenient.self, from: Data("{\"rating\":\"\(text)\"}".utf8))
            }
        }
        #expect(try ResponseContext().decode(Lenient.self, from: Data(#"{"rating":"4.5"}"#.utf8)).rating == 4.5)
    }

    @Test func xmlNumbersThatAreNoFiniteValueAreInvalid() throws {
        let root = try XMLTree(
            parsing: "<r><a>nan</a><b>inf</b><c>1e400</c><d>99999999999999999999</d><e>2.5</e><f>0x10</f></r>"
        ).root
        for name in ["a", "b", "c", "f"] {
            #expect(throws: XMLDecodingError.self, "\(name)") { try root.value(of: name, as: Double.self) }
        }
        #expect(throws: XMLDecodingError.self) { try root.value(of: "d", as: Int.self) }
        #expect(try root.value(of: "e", as: Double.self) == 2.5)
    }

    @Test func nestingBeyondTheParsersLimitsIsATypedError() throws {
        let deep = 100_000
        let json = Data((String(repeating: "[", count: deep) + String(repeating: "]", count: deep)).utf8)
        #expect(throws: CallFailure.self) { try JSONValue(data: json) }
        let xml = Data((String(repeating: "<a>", count: deep) + String(repeating: "</a>", count: deep)).utf8)
        #expect(throws: XMLDecodingError.self) { try XMLTree(parsing: xml) }
        let limit = XMLTreeBuilder.maximumDepth
        let atLimit = Data((String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)).utf8)
        #expect(try XMLTree(parsing: atLimit).elementCount == limit)
    }

    @Test func freeFormValuesTheDecoderCannotHoldReportTheirOwnFailure() {
        // A number beyond Double and a lone surrogate fail every kind of leaf; the error is the value's own, not
        // the last kind tried ("expected Bool ... found number").
        for body in [#"{"a":1e400}"#, #"{"a":"\ud800"}"#, #"[1e400]"#] {
            let error = #expect(throws: CallFailure.self, "\(body)") { try JSONValue(data: Data(body.utf8)) }
            guard case .decoding(let failure)? = error else { continue }
            #expect(!failure.message.contains("Bool"), "\(failure)")
        }
    }

    @Test func anXMLBodyBeyondWhatTheTreeIndexesIsATypedError() {
        // Zero-filled pages are mapped lazily: the size check runs before any byte is read.
        let huge = Data(count: XMLTreeBuilder.maximumBytes + 1)
        #expect(throws: XMLDecodingError.self) { try XMLTree(parsing: huge) }
    }

    @Test func jsonNestedWithinTheParsersLimitDecodesFreeForm() throws {
        let allowed = 300
        let nested = Data((String(repeating: "[", count: allowed) + "1" + String(repeating: "]", count: allowed)).utf8)
        let value = try JSONValue(data: nested)
        #expect(try JSONValue(data: value.serialized()) == value)
    }

    @Test func aServerThatIsNotThereIsATransportError() async throws {
        // Reserved and never listened on: refused, and no other process's server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let base = closed.baseURL
        let client = Client<FakeAPI>(
            environment: .base(base.absoluteString), settings: .init(passkey: "k"), transport: CurlTransport())
        do {
            _ = try await client.send(FakeRequest<ReviewsPage>())
            Issue.record("a closed port must fail")
        } catch {
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(failure.kind == .connect)
        }
    }
}

/// A thread-safe counter for closures the middleware calls.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new count.
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    /// The count.
    var value: Int { lock.withLock { count } }
}
