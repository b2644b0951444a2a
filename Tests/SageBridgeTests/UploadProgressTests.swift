import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// Upload progress of the one-call uploads, end to end on the loopback Bridge and storage (libcurl transport).
@Suite struct UploadProgressTests {
    /// Collects progress values from the transport's thread.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [TransferProgress] = []

        func record(_ progress: TransferProgress) {
            lock.lock()
            recorded.append(progress)
            lock.unlock()
        }

        var values: [TransferProgress] {
            lock.lock()
            defer { lock.unlock() }
            return recorded
        }
    }

    /// The values of the last attempt (after the last report of 0): rising, ending at the file's length.
    static func checkLastAttempt(_ values: [TransferProgress], length: Int64) {
        #expect(values.allSatisfy { $0.total == length && $0.completed <= length })
        guard let start = values.lastIndex(where: { $0.completed == 0 }) else {
            Issue.record("no report of 0 bytes before the PUT: \(values)")
            return
        }
        let attempt = values[start...].map(\.completed)
        #expect(zip(attempt, attempt.dropFirst()).allSatisfy { $0 < $1 }, "not rising: \(attempt)")
        #expect(attempt.last == length)
        // The file is 300,000 bytes and libcurl's read buffer is at most 64 KiB: several reports in between.
        #expect(attempt.count >= 3)
    }

    @Test func studyDataUploadReportsRisingProgressToTheFileLength() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).zip")
        try UploadFlowTests.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let storage = FakeUploadStorage(base: server.baseURL, expectedMD5: UploadFlowTests.md5)
        await bridge.installStorage(storage)
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        let recorder = Recorder()
        do {
            try await session.signIn(SessionEndToEndTests.credentials)
            let status = try await session.uploadFile(at: file, progress: { recorder.record($0) })
            #expect(status.id == "upload-2")
            // The MD5, Content-Type and Content-Length checks of the storage held for the second URL.
            #expect(await storage.log == ["PUT upload-1 -> 403", "PUT upload-2 -> 200"])
            #expect(await storage.stored["upload-2"] == UploadFlowTests.body)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        let values = recorder.values
        // Two PUTs: each starts from 0.
        #expect(values.filter { $0.completed == 0 }.count == 2)
        Self.checkLastAttempt(values, length: Int64(UploadFlowTests.body.count))
    }

    @Test func participantFileUploadReportsRisingProgressToTheFileLength() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("photo-\(UUID().uuidString).jpg")
        try UploadFlowTests.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let storage = FakeUploadStorage(base: server.baseURL, expectedMD5: UploadFlowTests.md5)
        await bridge.installStorage(storage)
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        let recorder = Recorder()
        do {
            try await session.signIn(SessionEndToEndTests.credentials)
            try await session.uploadParticipantFile(
                at: file, fileID: "photo", mimeType: "image/jpeg", progress: { recorder.record($0) })
            #expect(await storage.stored["upload-2"] == UploadFlowTests.body)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        Self.checkLastAttempt(recorder.values, length: Int64(UploadFlowTests.body.count))
    }
}
