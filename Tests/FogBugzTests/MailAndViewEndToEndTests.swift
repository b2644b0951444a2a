import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// The mail commands (`email`, `reply`, `forward`) and `view`, against the fake server and the recorded edit reply.
@Suite struct MailAndViewEndToEndTests {
    @Test func mailCommandsSendTheirFieldsAndDecodeTheCase() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let emailed = try await session.send(
            EmailCase(
                bugID: 42, from: "support@example.com", to: "a@example.org, b@example.org", cc: "c@example.org",
                bcc: "d@example.org", subject: "Your crash & the fix", body: "Fixed in 2.1.\nThanks!",
                caseFields: .init(statusID: 2)))
        let replied = try await session.send(ReplyCase(bugID: 42, body: "See attached.", attachmentsOfEventID: 15))
        let forwarded = try await session.send(
            ForwardCase(
                bugID: 42, to: "dev@example.org", body: "FYI",
                caseFields: .init(attachments: [FilePayload(source: .data(Data("log".utf8)), filename: "crash.log")])))
        try await session.logOff()
        await fake.stop()

        let ids: [Int] = [emailed.case.id, replied.case.id, forwarded.case.id]
        #expect(ids == [42, 42, 42])
        let mail = fake.commands.filter { ["email", "reply", "forward"].contains($0.cmd) }
        #expect(mail.map(\.cmd) == ["email", "reply", "forward"])
        #expect(mail.allSatisfy { $0.method == "POST" && $0.value("token")?.hasPrefix("token") == true })
        let email = try #require(mail.first)
        #expect(email.contentType?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(email.fields["ixBug"] == "42")
        #expect(email.fields["sFrom"] == "support@example.com")
        #expect(email.fields["sTo"] == "a@example.org, b@example.org")
        #expect(email.fields["sCC"] == "c@example.org")
        #expect(email.fields["sBCC"] == "d@example.org")
        #expect(email.fields["sSubject"] == "Your crash & the fix")
        #expect(email.fields["sEvent"] == "Fixed in 2.1.\nThanks!")
        #expect(email.fields["ixStatus"] == "2")
        #expect(mail[1].fields["ixBugEventAttachment"] == "15")
        #expect(mail[1].fields["sEvent"] == "See attached.")
        // With a file the forward is a multipart upload: fields and the token are text parts, the file `File1`.
        let forward = mail[2]
        #expect(forward.contentType?.hasPrefix("multipart/form-data") == true)
        #expect(forward.fields["sTo"] == "dev@example.org")
        #expect(forward.fields["nFileCount"] == "1")
        #expect(forward.fields["token"] != nil && !forward.uri.contains("token"))
        #expect(forward.parts.filter { $0.filename != nil }.map(\.name) == ["File1"])
    }

    @Test func mailRepliesDecodeLikeTheRecordedEditReply() throws {
        // new_case.xml is the recorded `new` reply, the shape of every case command's reply (notes §4.3).
        let body = try Fixtures.data("new_case.xml")
        let cases = [
            try EmailCase(bugID: 4).decodeRecorded(body).case,
            try ReplyCase(bugID: 4).decodeRecorded(body).case,
            try ForwardCase(bugID: 4).decodeRecorded(body).case,
        ]
        #expect(cases.map(\.id) == [4, 4, 4])
        #expect(cases.allSatisfy { $0.operations == [.edit, .assign, .resolve, .email, .remind] })
    }

    @Test func markAsViewedIsAnEmptyReplyPost() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        _ = try await session.send(MarkAsViewed(bugID: 7, eventID: 15))
        _ = try await session.send(MarkAsViewed(bugID: 8))
        try await session.logOff()
        await fake.stop()

        let views = fake.commands.filter { $0.cmd == "view" }
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0.method == "POST" && $0.fields["token"] != nil })
        #expect(views.map { $0.fields["ixBug"] } == ["7", "8"])
        #expect(views.map { $0.fields["ixBugEvent"] } == ["15", nil])
        #expect(MarkAsViewed(bugID: 7).isIdempotent)
    }

    @Test func markAsViewedChecksItsEmptyReply() throws {
        let empty = try MarkAsViewed(bugID: 7).decodeRecorded(Data("<response></response>".utf8))
        #expect(empty == EmptyResponse())
        let error = #expect(throws: ClientError<FogBugzAPI>.self) {
            try MarkAsViewed(bugID: 7).decodeRecorded(Data("<html><body>Object moved</body></html>".utf8))
        }
        guard case .transport(let failure) = error else {
            Issue.record("expected a malformed response, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .malformedResponse)
        let notLoggedOn = #expect(throws: ClientError<FogBugzAPI>.self) {
            try MarkAsViewed(bugID: 7).decodeRecorded(try Fixtures.data("error_not_logged_on.xml"))
        }
        #expect(notLoggedOn?.errorCode == .notLoggedOn)
    }
}
