import APIRuntime
import APIRuntimeTesting
import Bazaarvoice
import BazaarvoiceTesting
import Foundation
import Testing

/// The generated `BazaarvoiceTesting` library: answers by request type, encoded as the API sends them.
@Suite struct StubTransportTests {
    static let submitted = Date(timeIntervalSince1970: 1_344_312_726)

    @Test func aValueIsEncodedWithTheAPIsNamesAndDates() async throws {
        let stubs = BazaarvoiceStubs()
        let review = Review(id: "r1", submissionTime: Self.submitted, rating: 5)
        stubs.on(DisplayReviews.self) { _ in .value(DisplayResponse(totalResults: 1, results: [review])) }
        let client = stubs.client(settings: .init(passkey: "test-key"))
        let page = try await client.send(DisplayReviews(filters: [Filter(.productID, .equal, "009")], limit: 5))
        #expect(page.results == [review])
        #expect(page.totalResults == 1)
        let body = try StubEncoding(
            codingOptions: BazaarvoiceAPI.codingOptions, wireFormat: .json, url: URL(string: "https://x.invalid/")!
        ).encode(DisplayResponse<Review>(results: [review]))
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#""SubmissionTime":"2012-08-07T04:12:06.000"#), "\(text)")
        #expect(text.contains(#""Id":"r1""#), "\(text)")
        let call = try #require(stubs.calls(to: DisplayReviews.self).first)
        #expect(call.value(of: "passkey") == "test-key")
        #expect(call.values(of: "Filter") == ["ProductId:eq:009"])
        #expect(call.value(of: "Limit") == "5")
    }

    @Test func anAPIErrorIsThrownAsTheAPIsError() async throws {
        let stubs = BazaarvoiceStubs()
        stubs.on(DisplayQuestions.self) { _ in
            .apiError(
                ErrorEnvelope(hasErrors: true, errors: [APIErrorDetail(code: .invalidAPIKey, message: "bad key")]))
        }
        let client = stubs.client(settings: .init(passkey: "wrong"))
        do {
            _ = try await client.send(DisplayQuestions())
            Issue.record("the stubbed API error was not thrown")
        } catch {
            guard case .api(let envelope, _) = error else {
                Issue.record("expected the API's error, got \(error)")
                return
            }
            #expect(envelope.codes == [.invalidAPIKey])
        }
    }

    @Test func aRecordedBodyAStatusAndAFailureAnswerAsTheyWould() async throws {
        let stubs = BazaarvoiceStubs()
        let fixture = Fixtures.directory.appendingPathComponent("reviews_filter_id_include_products.json")
        stubs.on(DisplayReviews.self) { _ in .file(fixture) }
        stubs.on(DisplayProducts.self) { _ in .status(503, body: Data("busy".utf8)) }
        stubs.on(DisplayAnswers.self) { _ in .failure(TransportError(.timeout, "stubbed timeout")) }
        let client = stubs.client(settings: .init(passkey: "k"))
        #expect(try await client.send(DisplayReviews()).results?.first?.id == "6601211")
        await #expect {
            try await client.send(DisplayProducts())
        } throws: { error in
            (error as? ClientError<BazaarvoiceAPI>)?.statusCode == 503
        }
        await #expect {
            try await client.send(DisplayAnswers())
        } throws: { error in
            guard case .transport(let failure) = error as? ClientError<BazaarvoiceAPI> else { return false }
            return failure.kind == .timeout
        }
    }

    @Test func anUnstubbedRequestFailsNamingWhatIsStubbed() async throws {
        let stubs = BazaarvoiceStubs()
        stubs.on(DisplayReviews.self) { _ in .value(DisplayResponse()) }
        stubs.on(SubmitReview.self) { _ in .status(500) }
        let client = stubs.client(settings: .init(passkey: "k"))
        do {
            _ = try await client.send(DisplayAuthors())
            Issue.record("an unstubbed request succeeded")
        } catch {
            let text = "\(error)"
            #expect(
                text.contains("no stub for a DisplayAuthors request: GET https://default.stub.invalid/authors.json"),
                "\(text)")
            #expect(text.contains("stubbed: DisplayReviews, SubmitReview"), "\(text)")
        }
        // A request no Bazaarvoice type matches (a path the API does not have).
        let stray = HTTPRequest(method: .get, url: URL(string: "https://default.stub.invalid/nothing.json")!)
        await #expect(throws: TransportError.self) { try await stubs.send(stray) }
        #expect(stubs.calls.map(\.typeName) == ["DisplayAuthors", nil])
    }

    @Test func theMediaHostAndTheLatestStubAnswer() async throws {
        let stubs = BazaarvoiceStubs()
        stubs.on(DisplayReviews.self) { _ in .status(500) }
        stubs.on(DisplayReviews.self) { _ in .value(DisplayResponse(totalResults: 7)) }
        let client = stubs.client(settings: .init(passkey: "k"))
        #expect(try await client.send(DisplayReviews()).totalResults == 7)
        stubs.clearCalls()
        #expect(stubs.calls.isEmpty)
    }

    /// A raw-bytes request of the API, routed by a hand-written stub route.
    struct ExportBytes: Request {
        typealias API = BazaarvoiceAPI
        typealias Response = Data
        var method: HTTPMethod { .get }
        var path: String { "export.bin" }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Data {
            RawResponse.data(response)
        }
    }

    @Test func aStubbedDownloadIsWrittenToTheTemporaryFileAndMovedIntoPlace() async throws {
        let bytes = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 3) })
        let stubs = StubTransport<BazaarvoiceAPI>(routes: [
            StubRoute(ExportBytes.self, method: .get, path: "export.bin")
        ])
        stubs.on(ExportBytes.self) { _ in .body(bytes) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("export.bin")

        let target = DownloadTarget(destination: destination)
        var request = HTTPRequest(method: .get, url: URL(string: "https://stage.api.bazaarvoice.com/export.bin")!)
        request.download = target
        let direct = try await stubs.send(request)
        #expect(direct.body.isEmpty)
        #expect(direct.bodyFile == DownloadedFile(url: target.temporaryURL, byteCount: Int64(bytes.count)))
        #expect(try Data(contentsOf: target.temporaryURL) == bytes)
        try FileManager.default.removeItem(at: target.temporaryURL)

        let client = Client<BazaarvoiceAPI>(environment: .staging, settings: .init(passkey: "k"), transport: stubs)
        let file = try await client.download(ExportBytes(), to: destination)
        #expect(file == DownloadedFile(url: destination, byteCount: Int64(bytes.count)))
        #expect(try Data(contentsOf: destination) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["export.bin"])
    }
}
