import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

/// Every recorded eTilbudsavis body, mangled, decodes through the request's real path to a typed error (or with the
/// issue reported where a field is lenient), never a crash or a silent wrong value; a dead server, a wrong password
/// and an absurd `Retry-After` are handled with typed errors.
@Suite struct MalformedInputTests {
    /// A request that decodes each recorded body, and the status it was recorded with.
    static let decoders: [String: @Sendable (Data) -> [String]] = [
        "catalog_list.json": { problems(ListCatalogs(), $0) },
        "catalog_offers.json": { problems(ListOffers(catalogIDs: ["12d6qxy"]), $0, sample: 3) },
        "dealer_list.json": { problems(ListDealers(), $0) },
        "offer_list.json": { problems(ListOffers(), $0, sample: 3) },
        "session_created.json": { problems(CreateSession(apiKey: "k"), $0, statusCode: 201) },
        "store_list.json": { problems(ListStores(), $0) },
    ]

    /// Decodes a body through the request's real path and classifies the outcome.
    static func outcome<R: Request>(_ request: R, _ body: Data, statusCode: Int) -> MalformedOutcome<R.Response>
    where R.API == EtilbudsavisAPI, R.Response: Equatable {
        let issues = IssueCounter()
        let context = ResponseContext(for: EtilbudsavisAPI.self, issueHandler: { _ in issues.record() })
        do {
            let value = try request.decodeRecorded(body, statusCode: statusCode, context: context)
            return .decoded(value, issues: issues.count)
        } catch {
            switch error {
            case .decoding, .api: return .typedError("\(error)")
            default: return .otherError("\(error)")
            }
        }
    }

    /// The problems of every malformed variant of a body (large bodies get a smaller sample of replaced fields).
    static func problems<R: Request>(_ request: R, _ original: Data, statusCode: Int = 200, sample: Int = 6)
        -> [String]
    where R.API == EtilbudsavisAPI, R.Response: Equatable {
        let reference = try? request.decodeRecorded(original, statusCode: statusCode)
        let variants = MalformedBodies.json(from: original, sample: sample)
        return variants.compactMap {
            $0.problem(with: outcome(request, $0.body, statusCode: statusCode), original: reference)
        }
    }

    @Test func everyRecordedBodyHasADecoder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(names) == Set(Self.decoders.keys))
    }

    @Test("malformed variants of a recorded body", arguments: decoders.keys.sorted())
    func variants(_ name: String) throws {
        let decode = try #require(Self.decoders[name])
        let problems = decode(try Fixtures.data(name))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func anAbsurdRetryAfterDateIsNoCrash() async throws {
        let env = try await TestEnvironment.start()
        env.server.state.failNextCall(status: 500, code: 2015, retryAfter: "Sun, 06 Nov 99999999999999 08:49:37 GMT")
        let dealers = try await env.client.send(ListDealers())
        #expect(dealers.count == 1)
        #expect(env.sleeps.waits == [.zero])
        await env.stop()
    }

    @Test func aWrongPasswordIsTheAPIsTypedError() async throws {
        let env = try await TestEnvironment.start()
        do {
            try await env.client.attachUser(email: "ann@example.com", password: "wrong")
            Issue.record("a wrong password must fail")
        } catch {
            guard case .api(let apiError, _) = error else {
                Issue.record("expected the API's error, got \(error)")
                await env.stop()
                return
            }
            #expect(apiError.code == 1201)
        }
        await env.stop()
    }

    @Test func aServerThatIsNotThereIsATransportError() async throws {
        // Reserved and never listened on: refused, and no other process's server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let base = closed.baseURL
        let configuration = EtilbudsavisConfiguration(
            apiKey: "k", apiSecret: "s", environment: .custom(hosts: ["default": base]), sleep: { _ in })
        do {
            _ = try await EtilbudsavisClient(configuration: configuration).send(ListDealers())
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
