import APIRuntime
import Foundation
import Shelter
import Testing

/// Shelter's error bodies per status: the API's `404: Missing` (`.notFound`), the base model `Problem`
/// (`.envelope`), and `Adopt`'s own `404`/`409: Refusal` (`.refused`), which take precedence for that endpoint.
@Suite struct StatusErrorsEndToEndTests {
    @Test func aStatusWithItsOwnModelThrowsItsCase() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            _ = try await client.send(PetRequest(id: "gone"))
            Issue.record("a 404 was a success")
        } catch {
            guard case .api(.notFound(let missing), let response) = error else {
                Issue.record("expected .api(.notFound), got \(error)")
                return
            }
            #expect(missing == Missing(resource: "pet", id: "gone"))
            #expect(response?.statusCode == 404)
        }
    }

    @Test func anEndpointsOwnErrorsTakePrecedenceOverTheAPIs() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            _ = try await client.send(Adopt(adoption: AdoptionRequest(petID: "p4", adopter: "Di")))
            Issue.record("a 409 was a success")
        } catch {
            guard case .api(.refused(let refusal), let response?) = error else {
                Issue.record("expected .api(.refused) with its response, got \(error)")
                return
            }
            #expect(refusal == Refusal(reason: "on hold", retryable: true))
            // The answer that carried the error stays with it: its status and headers.
            #expect(response.statusCode == 409)
            #expect(response.headers["Retry-After"] == "120")
            #expect(error.statusCode == 409)
            #expect(error.response == response)
            #expect(error.failure == .refused(refusal))
            #expect(error.description.hasPrefix("API error (HTTP 409): "))
        }
        // Adopt's 404 is a Refusal: the API's `Missing` body of a 404 is not tried, and no base model fits it.
        do {
            _ = try await client.send(Adopt(adoption: AdoptionRequest(petID: "p5", adopter: "Ed")))
            Issue.record("a 404 was a success")
        } catch {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected .httpStatus, got \(error)")
                return
            }
            #expect(response.statusCode == 404)
            #expect(String(decoding: response.body, as: UTF8.self).contains(#""id": "p5""#))
        }
    }

    @Test func aBodyThatIsNotTheStatussModelFallsBackToTheBaseModel() throws {
        let problem = Data(#"{"title": "Not here", "detail": "moved"}"#.utf8)
        let expected = ShelterAPI.Failure.envelope(Problem(title: "Not here", detail: "moved"))
        #expect(failure(of: PetRequest(id: "x"), problem, status: 404) == expected)
        #expect(failure(of: PetRequest(id: "x"), problem, status: 500) == expected)
    }

    @Test func aBodyThatFitsNoModelIsAnHTTPStatusWithTheBody() {
        let body = Data("<html>Not Found</html>".utf8)
        do {
            _ = try PetRequest(id: "x").decodeRecorded(body, statusCode: 404)
            Issue.record("a 404 decoded")
        } catch {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected .httpStatus, got \(error)")
                return
            }
            #expect(response.statusCode == 404)
            #expect(response.body == body)
        }
    }

    @Test func aSuccessIsNeverAnErrorBody() throws {
        // A 200 whose body also fits the 404 model is the response, not an error.
        let body = Data(#"{"id": "7", "name": "Rex", "species": "dog", "resource": "pet"}"#.utf8)
        let pet = try PetRequest(id: "7").decodeRecorded(body)
        #expect(pet.name == "Rex")
    }

    /// The `Failure` a recorded answer throws, or `nil` when it throws something else or nothing.
    private func failure(of request: PetRequest, _ body: Data, status: Int) -> ShelterAPI.Failure? {
        do {
            _ = try request.decodeRecorded(body, statusCode: status)
            return nil
        } catch {
            if case .api(let failure, _) = error { return failure }
            return nil
        }
    }
}
