import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// `edit` with two attachments: a multipart POST with `File1`, `File2` and `nFileCount`, the token a text part.
@Suite struct AttachmentEndToEndTests {
    @Test func editWithTwoAttachmentsSendsMultipartParts() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)

        let onDisk = FileManager.default.temporaryDirectory
            .appendingPathComponent("fogbugz-attachment-\(UUID().uuidString).log")
        let diskBytes = Data((0..<3000).map { UInt8($0 % 251) })
        try diskBytes.write(to: onDisk)
        defer { try? FileManager.default.removeItem(at: onDisk) }

        let edit = EditCase(
            bugID: 7, comment: "Logs attached.\nSee both files.",
            caseFields: .init(
                title: "Crash on save", tags: ["crash", "io"],
                attachments: [
                    FilePayload(
                        source: .data(Data("first file\r\n--not a boundary".utf8)), filename: "notes.txt",
                        contentType: "text/plain"),
                    FilePayload(source: .file(onDisk), filename: "crash.log"),
                ]))
        let reply = try await session.send(edit)
        try await session.logOff()
        await fake.stop()

        #expect(reply.case.id == 7)
        #expect(reply.case.operations.contains(.resolve))

        let command = try #require(fake.commands.first { $0.cmd == "edit" })
        #expect(command.method == "POST")
        #expect(command.contentType?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(command.uri.hasPrefix("/api.asp?site=7&"))
        // The token is a form part like the others (BugzKit, FogBugzPy), never in the URL; the fake server took it
        // from there (a missing token is error 3, and the edit succeeded).
        #expect(!command.query.contains { $0.name == "token" })
        #expect(!command.uri.contains("token"))
        let tokens = command.parts.filter { $0.name == "token" }
        #expect(tokens.count == 1 && tokens.first?.filename == nil)
        #expect(tokens.first?.text.hasPrefix("token") == true)

        let text = Dictionary(
            command.parts.filter { $0.filename == nil }.map { ($0.name, $0.text) }, uniquingKeysWith: { $1 })
        #expect(text["cmd"] == "edit")
        #expect(text["ixBug"] == "7")
        #expect(text["sTitle"] == "Crash on save")
        #expect(text["sEvent"] == "Logs attached.\nSee both files.")
        #expect(text["sTags"] == "crash,io")
        #expect(text["nFileCount"] == "2")

        let files = command.parts.filter { $0.filename != nil }
        #expect(files.map(\.name) == ["File1", "File2"])
        #expect(files[0].filename == "notes.txt")
        #expect(files[0].contentType == "text/plain")
        #expect(files[0].text == "first file\r\n--not a boundary")
        #expect(files[1].filename == "crash.log")
        #expect(files[1].contentType == "application/octet-stream")
        #expect(files[1].data == diskBytes)
    }

    @Test func editWithoutAttachmentsIsAFormPost() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        _ = try await session.send(EditCase(bugID: 3, comment: "No files"))
        await fake.stop()
        let command = try #require(fake.commands.last)
        #expect(command.contentType?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(command.fields["ixBug"] == "3")
        #expect(command.fields["sEvent"] == "No files")
        #expect(command.fields["nFileCount"] == nil)
        #expect(command.fields["token"]?.hasPrefix("token") == true)
    }
}
