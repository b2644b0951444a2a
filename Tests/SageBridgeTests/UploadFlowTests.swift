import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// The study-data upload as one call, end to end against a loopback Bridge that is also the pre-signed storage.
@Suite struct UploadFlowTests {
    /// 300,000 bytes of a fixed pattern; its MD5 was computed outside Swift (Python's hashlib).
    static let body = Data((0..<300_000).map { UInt8(($0 * 31 + 7) % 251) })
    static let md5 = "gK7K8gbmSvb8gIAjdzeNuA=="

    @Test func aFileIsDigestedPutWithItsHeadersAfterAnExpiredURLAndCompleted() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).zip")
        try Self.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let digest = try FileDigest(of: file, chunkSize: 4096)
        #expect(digest.length == 300_000)
        #expect(digest.md5Base64 == Self.md5)

        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let storage = FakeUploadStorage(base: server.baseURL, expectedMD5: Self.md5)
        await bridge.installStorage(storage)
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        do {
            try await session.signIn(SessionEndToEndTests.credentials)
            let status = try await session.uploadFile(at: file, contentType: "application/zip")
            #expect(status.id == "upload-2")
            #expect(status.status == .validationInProgress)
            #expect(await storage.log == ["PUT upload-1 -> 403", "PUT upload-2 -> 200"])
            #expect(await storage.stored["upload-2"] == Self.body)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aParticipantFileIsCreatedAndPutAgainAfterAnExpiredURL() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photo-\(UUID().uuidString).jpg")
        try Self.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let storage = FakeUploadStorage(base: server.baseURL, expectedMD5: Self.md5)
        await bridge.installStorage(storage)
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        do {
            try await session.signIn(SessionEndToEndTests.credentials)
            let created = try await session.uploadParticipantFile(at: file, fileID: "photo", mimeType: "image/jpeg")
            #expect(created.fileID == "photo")
            #expect(await storage.log == ["PUT upload-1 -> 403", "PUT upload-2 -> 200"])
            #expect(await storage.stored["upload-2"] == Self.body)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aMissingFileIsATypedErrorBeforeAnythingIsSent() async throws {
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": URL(string: "http://127.0.0.1:9/")!]),
            settings: SessionEndToEndTests.settings)
        do {
            _ = try await session.uploadFile(at: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).zip"))
            Issue.record("a missing file must not upload")
        } catch {
            guard case .transport = error else {
                Issue.record("expected a transport error for the unreadable file, got \(error)")
                return
            }
        }
    }
}
