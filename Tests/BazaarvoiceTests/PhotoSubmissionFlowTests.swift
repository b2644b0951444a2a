import APIRuntime
import APIRuntimeTesting
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// The preview → uploadphoto → submit flow of `ReviewSubmissionTests.testSubmitReviewWithPhoto`, against a
/// loopback server that answers the preview, then the recorded upload and submit responses.
///
/// The recorded submit sent `photourl_0` / `photocaption_0` ([v9] counts from 0); the SDK counts from 1 like the
/// server's own form (`photourl_1`…`photourl_6`), as the notes recommend (§4.2), so that is what is asserted.
@Suite("Preview, upload, submit")
struct PhotoSubmissionFlowTests {
    /// A preview answer: no errors, the echoed review, nothing stored.
    static let previewAnswer = #"""
        {"HasErrors":false,"Errors":[],"FormErrors":{},"Form":[],"Data":{},"SubmissionId":null,
         "TypicalHoursToPost":null,"AuthorSubmissionToken":null,"Locale":"en_US",
         "Review":{"Rating":4,"Title":"review title","Id":null,"SubmissionId":null}}
        """#

    static func answer(_ request: LoopbackRequest) throws -> LoopbackResponse {
        switch request.path {
        case "/data/uploadphoto.json":
            return .data(try Fixtures.data("uploadphoto_success.json"), contentType: "application/json")
        case "/data/submitreview.json":
            let action = request.formItems.first { $0.name == "action" }?.value
            if action == "Preview" { return .json(previewAnswer) }
            return .data(try Fixtures.data("submitreview_submit_success.json"), contentType: "application/json")
        default:
            return .status(404)
        }
    }

    @Test("the flow previews, uploads every photo as multipart, then submits with photourl_n and photocaption_n")
    func reviewWithPhotos() async throws {
        let harness = try await LoopbackHarness.start { try Self.answer($0) }
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xDB]) + Data(repeating: 0x42, count: 2048)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x07, count: 512)
        var review = SubmitReview(productID: "test1")
        review.rating = 4
        review.title = "review title"
        review.userNickname = "cgil"
        let photos = [PhotoUpload.jpeg(jpeg, caption: "Front"), try PhotoUpload(data: png)]
        let outcome: Result<SubmissionResponse, ClientError<BazaarvoiceAPI>>
        do {
            outcome = .success(try await harness.client.submit(review, photos: photos))
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        let response = try outcome.get()
        #expect(response.submissionID == "5s8u2ze96k1j0vz29rfs9zj1f")

        let requests = harness.server.requests
        #expect(
            requests.map(\.path) == [
                "/data/submitreview.json", "/data/uploadphoto.json", "/data/uploadphoto.json",
                "/data/submitreview.json",
            ])
        guard requests.count == 4 else { return }
        #expect(requests.allSatisfy { $0.carriesSettings })

        let fields: [(String, String)] = [
            ("productId", "test1"), ("rating", "4"), ("title", "review title"), ("usernickname", "cgil"),
        ]
        #expect(Pairs(requests[0].formItems) == Pairs([("action", "Preview")] + fields))

        for (request, expected) in zip(
            requests[1...2], [(jpeg, "upload.jpg", "image/jpeg"), (png, "upload.png", "image/png")])
        {
            let parts = try MultipartBody(body: request.body, contentType: request.header("Content-Type") ?? "")
            #expect(parts.parts.map(\.name) == ["contenttype", "photo"])
            #expect(parts["contenttype"]?.text == "review")
            #expect(parts["contenttype"]?.contentType == nil)
            #expect(parts["photo"]?.data == expected.0)
            #expect(parts["photo"]?.filename == expected.1)
            #expect(parts["photo"]?.contentType == expected.2)
        }

        let url =
            "https://reviews.apitestcustomer.bazaarvoice.com/bvstaging/submit/5556/"
            + "ps_amazon_s3_5xbeeqai83qpvoueqkame61y0/photo.jpg"
        #expect(
            Pairs(requests[3].formItems)
                == Pairs(
                    [("action", "Submit")] + fields + [
                        ("photourl_1", url), ("photourl_2", url), ("photocaption_1", "Front"), ("photocaption_2", ""),
                    ]))
    }

    @Test("a failing preview stops the flow before any upload, with the typed error")
    func previewFailure() async throws {
        let errors = try Fixtures.data("submitreview_form_errors.json")
        let harness = try await LoopbackHarness.start { _ in .data(errors, contentType: "application/json") }
        var caught: ClientError<BazaarvoiceAPI>?
        do {
            _ = try await harness.client.submit(
                SubmitReview(productID: "1000001"), photos: [.jpeg(Data([0xFF, 0xD8, 0xFF]))])
        } catch {
            caught = error
        }
        await harness.stop()
        #expect(caught?.envelope?.allFieldErrors.count == 5)
        #expect(harness.server.requests.map(\.path) == ["/data/submitreview.json"])
        #expect(harness.server.requests.first?.formItems.first { $0.name == "action" }?.value == "Preview")
    }

    @Test("photos of unsupported formats are refused before sending")
    func unsupportedPhoto() throws {
        #expect(throws: PhotoUpload.Failure.self) { try PhotoUpload(data: Data("GIF89a".utf8)) }
        let missing = URL(fileURLWithPath: "/nonexistent/photo.jpg")
        #expect(throws: PhotoUpload.Failure.unreadableFile(missing.path)) { try PhotoUpload(fileURL: missing) }
        #expect(PhotoUpload.Format(fileExtension: "JPEG") == .jpeg)
        #expect(PhotoUpload.Format(signature: [0x89, 0x50, 0x4E, 0x47]) == .png)
    }
}
