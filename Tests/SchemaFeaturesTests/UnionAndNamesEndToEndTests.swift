import APIRuntime
import Foundation
import LoopbackServer
import Shelter
import Testing

/// Shelter's union answer (`AdoptionOutcome: oneOf [Adoption, Refusal]`) and its endpoint named like a model
/// (`Pet` the endpoint is `PetRequest`, `Pet` the model keeps its name), on the loopback server.
@Suite struct UnionAndNamesEndToEndTests {
    @Test func eachMemberOfTheUnionDecodesFromItsShape() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let accepted = try await client.send(Adopt(adoption: AdoptionRequest(petID: "p1", adopter: "Ann")))
        #expect(accepted == .adoption(Adoption(adoptionID: "a1", petID: "p1")))
        let refused = try await client.send(Adopt(adoption: AdoptionRequest(petID: "p2", adopter: "Bo")))
        #expect(refused.refusal == Refusal(reason: "already adopted", retryable: false))
        #expect(refused.adoption == nil)
        let sent = try JSONSerialization.jsonObject(with: try #require(fake.server.lastRequest).body)
        #expect((sent as? [String: String]) == ["petId": "p2", "adopter": "Bo"])
    }

    /// `FindKennel`'s path and query parameters are unions of scalars (`oneOf: [int, string]`, `[int, enum]`): each
    /// is sent as the member it holds.
    @Test func aUnionOfScalarsIsSentAsTheMemberItHolds() throws {
        let base = try #require(URL(string: "https://shelter.example/v1/"))
        let client = Client<ShelterAPI>(
            environment: .custom(hosts: ["default": base]),
            settings: ShelterAPI.Settings(clientID: "c", clientSecret: "s"), transport: CurlTransport())
        let byNumber = try client.makeHTTPRequest(for: FindKennel(kennel: .int(12), size: .kennelSizeName(.large)))
        #expect(byNumber.url.absoluteString == "https://shelter.example/v1/kennels/12?size=large")
        let byName = try client.makeHTTPRequest(for: FindKennel(kennel: .string("north wing/2"), size: .int(3)))
        #expect(byName.url.absoluteString == "https://shelter.example/v1/kennels/north%20wing%2F2?size=3")
        #expect(KennelSize.int(3).parameterValue == .integer(3))
    }

    /// `FindKennel`'s `visitor` and `wings` are `in: cookie`: one `Cookie` field, values percent-encoded.
    @Test func cookieParametersAreOneCookieField() throws {
        let base = try #require(URL(string: "https://shelter.example/v1/"))
        let client = Client<ShelterAPI>(
            environment: .custom(hosts: ["default": base]),
            settings: ShelterAPI.Settings(clientID: "c", clientSecret: "s"), transport: CurlTransport())
        let request = try client.makeHTTPRequest(
            for: FindKennel(kennel: .int(1), visitor: "Ann B;1", wings: ["north", "east"]))
        #expect(request.headers.values(for: "Cookie") == ["visitor=Ann%20B%3B1; wings=north,east"])
        #expect(request.url.absoluteString == "https://shelter.example/v1/kennels/1")
        let none = try client.makeHTTPRequest(for: FindKennel(kennel: .int(1)))
        #expect(!none.headers.contains(name: "Cookie"))
    }

    @Test func anAnswerThatFitsNoMemberReportsEveryMembersFailure() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            _ = try await client.send(Adopt(adoption: AdoptionRequest(petID: "p3", adopter: "Cy")))
            Issue.record("an answer that is neither member decoded")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected ClientError.decoding, got \(error)")
                return
            }
            #expect(failure.message.contains("no member of AdoptionOutcome fits"))
            #expect(failure.message.contains("Adoption at adoptionId"))
            #expect(failure.message.contains("Refusal at reason: missing key 'reason'"))
        }
    }

    @Test func aUnionEncodesTheHeldMemberAndDecodesItBack() throws {
        for outcome in [
            AdoptionOutcome.adoption(Adoption(adoptionID: "a9", petID: "p9")),
            .refusal(Refusal(reason: "closed", retryable: true)),
        ] {
            let data = try JSONEncoder().encode(outcome)
            #expect(try JSONDecoder().decode(AdoptionOutcome.self, from: data) == outcome)
        }
        let refusal = try JSONEncoder().encode(AdoptionOutcome.refusal(Refusal(reason: "closed", retryable: true)))
        let object = try JSONSerialization.jsonObject(with: refusal) as? [String: Any]
        #expect(object?["reason"] as? String == "closed" && object?.count == 2)
    }

    @Test func theFailureIsTypedWithCodingPaths() throws {
        let body = Data(#"[{"adoptionId": "a1", "petId": "p1"}, {"reason": 3, "retryable": true}]"#.utf8)
        do {
            _ = try JSONDecoder().decode([AdoptionOutcome].self, from: body)
            Issue.record("a refusal with a numeric reason decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
            let failure = try #require(context.underlyingError as? UnionDecodingFailure)
            #expect(failure.union == "AdoptionOutcome")
            #expect(failure.members.map(\.type) == ["Adoption", "Refusal"])
            #expect(failure.members.map(\.codingPath) == ["adoptionId", "reason"])
        }
    }

    @Test func theEndpointNamedLikeItsModelIsPetRequest() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let request = PetRequest(id: "a/b")
        let pet: Pet = try await client.send(request)
        #expect(pet.name == "Rex")
        #expect(fake.server.lastRequest?.path == "/v1/pets/a%2Fb")
    }
}

/// A union whose last member is a family: the family's degrade-don't-fail decoding is the union's last resort.
@Suite struct UnionWithFamilyEndToEndTests {
    @Test func objectsNoEarlierMemberFitsAreTheFamilysAndUnknownKindsDegrade() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let issues = Locked<[DecodingIssue]>([])
        let feedClient = Client<ShelterAPI>(
            environment: client.environment, settings: client.settings, transport: client.transport,
            middleware: client.middleware, issueHandler: { issue in issues.update { $0.append(issue) } })
        fake.setFeed(
            #"[{"reason": "closed", "retryable": true}, {"kind": "arrival", "petId": "p4"}, {"kind": "party"}]"#)
        let feed = try await feedClient.send(Feed())
        #expect(feed.count == 3)
        #expect(feed[0] == .refusal(Refusal(reason: "closed", retryable: true)))
        #expect(feed[1].shelterEvent?.arrival == Arrival(petID: "p4"))
        guard case .shelterEvent(.unknown(let kept)) = feed[2] else {
            Issue.record("an event of an unknown kind did not degrade to .unknown: \(feed[2])")
            return
        }
        #expect(kept == .object(["kind": .string("party")]))
        #expect(issues.value.map(\.kind) == [.unknownWireType])
    }

    @Test func aValueNoMemberFitsStillFails() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        fake.setFeed(#"[{"kind": "arrival", "petId": "p4"}, "not an object"]"#)
        do {
            _ = try await client.send(Feed())
            Issue.record("a string decoded as a feed item")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected ClientError.decoding, got \(error)")
                return
            }
            #expect(failure.codingPath.contains("1"))
            #expect(failure.message.contains("no member of FeedItem fits: Refusal"))
            #expect(failure.message.contains("ShelterEvent"))
        }
    }
}
