import APIRuntime
import APIRuntimeTesting
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// The submission requests of `Tests/Fixtures/bazaarvoice/SOURCES.md`, sent through a real HTTP client to a
/// loopback server that answers with the recorded responses.
@Suite("Submission requests end to end")
struct SubmissionEndToEndTests {
    static let formType = "application/x-www-form-urlencoded"

    /// The review of `ReviewSubmissionTests.fillOutReview(.submit)`; `_foo=bar` goes in `additionalParameters`.
    static func filledOutReview() -> SubmitReview {
        var review = SubmitReview(productID: "test1")
        review.action = .submit
        review.rating = 4
        review.title = "review title"
        review.reviewText = "more than 50 more than 50 more than 50 more than 50 morethan 50"
        review.campaignID = "BV_REVIEW_DISPLAY"
        review.locale = "en_US"
        review.sendEmailAlertWhenCommented = true
        review.sendEmailAlertWhenPublished = true
        review.userNickname = "cgil"
        review.userID = "UserId534736076"
        review.userEmail = "cgil@example.com"
        review.netPromoterScore = 5
        review.netPromoterComment = "Never!"
        review.agreedToTermsAndConditions = true
        review.contextDataValues = ["VerifiedPurchaser": "false", "Age": "18to24", "Gender": "Male"]
        review.secondaryRatings = ["Quality": "1", "Value": "3", "HowDoes": "4", "Fit": "3"]
        return review
    }

    static let filledOutFields: [(String, String)] = [
        ("action", "Submit"), ("productId", "test1"), ("rating", "4"), ("title", "review title"),
        ("reviewtext", "more than 50 more than 50 more than 50 more than 50 morethan 50"),
        ("campaignid", "BV_REVIEW_DISPLAY"), ("locale", "en_US"), ("sendemailalertwhencommented", "true"),
        ("sendemailalertwhenpublished", "true"), ("usernickname", "cgil"), ("userid", "UserId534736076"),
        ("useremail", "cgil@example.com"), ("netpromoterscore", "5"), ("netpromotercomment", "Never!"),
        ("agreedtotermsandconditions", "true"), ("contextdatavalue_VerifiedPurchaser", "false"),
        ("contextdatavalue_Age", "18to24"), ("contextdatavalue_Gender", "Male"), ("rating_Quality", "1"),
        ("rating_Value", "3"), ("rating_HowDoes", "4"), ("rating_Fit", "3"), ("_foo", "bar"),
    ]

    @Test("submitreview: the documented form body, settings in the query, the recorded answer decoded")
    func submitReview() async throws {
        let harness = try await LoopbackHarness.start(answering: "submitreview_submit_success.json")
        var review = Self.filledOutReview()
        review.additionalParameters.append("_foo", .string("bar"))
        let response = try? await harness.client.send(review)
        await harness.stop()
        #expect(response?.submissionID == "5s8u2ze96k1j0vz29rfs9zj1f")
        #expect(response?.result?.review?.rating == 4)
        let request = try #require(harness.server.lastRequest)
        #expect(request.method == "POST")
        #expect(request.path == "/data/submitreview.json")
        #expect(request.header("Content-Type")?.hasPrefix(Self.formType) == true)
        #expect(request.carriesSettings)
        #expect(request.queryPairsWithoutSettings == Pairs([(String, String)]()))
        #expect(Pairs(request.formItems) == Pairs(Self.filledOutFields))
    }

    @Test("submitquestion: every kind of dynamic field name, booleans as text, the header, the echoed question")
    func submitQuestionDynamicFields() async throws {
        let answer = #"""
            {"HasErrors":false,"Errors":[],"SubmissionId":"q-77","TypicalHoursToPost":48,
             "Question":{"QuestionSummary":"Does it fit?","Id":null,"SubmissionId":null}}
            """#
        let harness = try await LoopbackHarness.start { _ in .json(answer) }
        var question = SubmitQuestion()
        question.action = .preview
        question.categoryID = "bikes"
        question.questionSummary = "Does it fit?"
        question.isUserAnonymous = false
        question.sendEmailAlertWhenAnswered = true
        question.deviceFingerprint = "0400abc/def+=="
        question.hostedAuthenticationEmail = "a@example.com"
        question.hostedAuthenticationCallbackURL = URL(string: "https://example.com/cb?x=1&y=2")
        question.additionalFields = ["Seat": "24F"]
        question.freeformTags = ["Pro": ["fit", "light"], "Con": ["price"]]
        question.predefinedTags = ["Pro/ProService": true]
        question.photoURLs = [URL(string: "https://photos.example/1.jpg")!]
        question.photoCaptions = ["One, two & three"]
        question.videoURLs = [URL(string: "https://youtu.be/abc")!]
        question.videoCaptions = ["Clip"]
        question.productRecommendationIDs = ["p1", "p2"]
        question.forwardedFor = "203.0.113.9"
        let response = try? await harness.client.send(question)
        await harness.stop()
        #expect(response?.submissionID == "q-77")
        #expect(response?.result?.question?.questionSummary == "Does it fit?")
        let request = try #require(harness.server.lastRequest)
        #expect(request.path == "/data/submitquestion.json")
        #expect(request.header("X-Forwarded-For") == "203.0.113.9")
        #expect(
            Pairs(request.formItems)
                == Pairs([
                    ("action", "Preview"), ("categoryid", "bikes"), ("questionsummary", "Does it fit?"),
                    ("isuseranonymous", "false"), ("sendemailalertwhenanswered", "true"),
                    ("fp", "0400abc/def+=="), ("hostedauthentication_authenticationemail", "a@example.com"),
                    ("hostedauthentication_callbackurl", "https://example.com/cb?x=1&y=2"),
                    ("additionalfield_Seat", "24F"), ("tag_Pro_1", "fit"), ("tag_Pro_2", "light"),
                    ("tag_Con_1", "price"), ("tagid_Pro/ProService", "true"),
                    ("photourl_1", "https://photos.example/1.jpg"), ("photocaption_1", "One, two & three"),
                    ("videourl_1", "https://youtu.be/abc"), ("videocaption_1", "Clip"),
                    ("productrecommendationid_1", "p1"), ("productrecommendationid_2", "p2"),
                ]))
    }

    @Test("submitreview with bad fields: the documented body, and the form errors as a typed error")
    func submitReviewFormErrors() async throws {
        let harness = try await LoopbackHarness.start(answering: "submitreview_form_errors.json")
        var review = SubmitReview(productID: "1000001")
        review.action = .submit
        review.title = ""
        review.reviewText = ""
        review.rating = 123
        review.userNickname = "cgil"
        review.userID = "test-user"
        let outcome: Result<SubmissionResponse, ClientError<BazaarvoiceAPI>>
        do {
            outcome = .success(try await harness.client.send(review))
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        guard case .failure(let error) = outcome, let failure = error.envelope else {
            Issue.record("expected a Bazaarvoice error, got \(outcome)")
            return
        }
        #expect(failure.allFieldErrors.count == 5)
        #expect(failure.fieldError(for: "rating")?.code == .formTooHigh)
        #expect(failure.fieldError(for: "usernickname")?.code == .formDuplicate)
        #expect(failure.data?.fields?.count == 50)
        let request = try #require(harness.server.lastRequest)
        #expect(
            Pairs(request.formItems)
                == Pairs([
                    ("action", "Submit"), ("productId", "1000001"), ("title", ""), ("reviewtext", ""),
                    ("rating", "123"), ("usernickname", "cgil"), ("userid", "test-user"),
                ]))
    }

    @Test("submitfeedback: the documented body, and the top-level error as a typed error")
    func submitFeedbackError() async throws {
        let harness = try await LoopbackHarness.start(answering: "submitfeedback_error_invalid_parameters.json")
        var feedback = SubmitFeedback(
            contentID: "badidshouldmakeerror", contentType: .review, feedbackType: .inappropriate)
        feedback.userID = "userId12345"
        let outcome: Result<SubmissionResponse, ClientError<BazaarvoiceAPI>>
        do {
            outcome = .success(try await harness.client.send(feedback))
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        guard case .failure(let error) = outcome, let failure = error.envelope else {
            Issue.record("expected a Bazaarvoice error, got \(outcome)")
            return
        }
        #expect(failure.errors?.map(\.code) == [.invalidParameters])
        #expect(failure.errors?.first?.message == "Invalid value for contentid 'badidshouldmakeerror'")
        let request = try #require(harness.server.lastRequest)
        #expect(request.path == "/data/submitfeedback.json")
        #expect(request.carriesSettings)
        #expect(
            Pairs(request.formItems)
                == Pairs([
                    ("contentId", "badidshouldmakeerror"), ("contentType", "review"),
                    ("feedbackType", "inappropriate"), ("userid", "userId12345"),
                ]))
    }

    @Test("an error envelope with HTTP 400 is still the typed error")
    func errorWithStatus() async throws {
        let body = try Fixtures.data("submitfeedback_error_invalid_parameters.json")
        let harness = try await LoopbackHarness.start { _ in .data(body, status: 400, contentType: "application/json") }
        let request = SubmitFeedback(contentID: "x", contentType: .answer, feedbackType: .helpfulness, vote: .negative)
        var caught: ClientError<BazaarvoiceAPI>?
        do {
            _ = try await harness.client.send(request)
        } catch {
            caught = error
        }
        await harness.stop()
        #expect(caught?.envelope?.contains(.invalidParameters) == true)
        #expect(harness.server.lastRequest?.formItems.first { $0.name == "vote" }?.value == "Negative")
    }

    @Test("uploadphoto: settings in the query, contenttype and the JPEG as multipart parts")
    func uploadPhoto() async throws {
        let harness = try await LoopbackHarness.start(answering: "uploadphoto_success.json")
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF\r\n--not-a-boundary".utf8)
        let response = try? await harness.client.send(UploadPhoto(contentType: .answer, upload: .jpeg(jpeg)))
        await harness.stop()
        #expect(response?.result?.photo?.id == "5xbeeqai83qpvoueqkame61y0")
        let request = try #require(harness.server.lastRequest)
        #expect(request.path == "/data/uploadphoto.json")
        #expect(request.carriesSettings)
        #expect(request.queryPairsWithoutSettings == Pairs([(String, String)]()))
        let contentType = try #require(request.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let parts = try MultipartBody(body: request.body, contentType: contentType)
        #expect(parts.parts.map(\.name) == ["contenttype", "photo"])
        #expect(parts["contenttype"]?.text == "answer")
        #expect(parts["contenttype"]?.filename == nil)
        let photo = try #require(parts["photo"])
        #expect(photo.filename == "upload.jpg")
        #expect(photo.contentType == "image/jpeg")
        #expect(photo.data == jpeg)
    }

    @Test("uploadphoto streams a PNG from a file, its format read from the file's signature")
    func uploadPhotoFromFile() async throws {
        let harness = try await LoopbackHarness.start(answering: "uploadphoto_success.json")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data((0..<10_000).map { UInt8($0 % 253) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bv-\(UUID().uuidString).img")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let upload = try PhotoUpload(fileURL: file, caption: "Side")
        #expect(upload.format == .png)
        let response = try? await harness.client.send(UploadPhoto(contentType: .reviewComment, upload: upload))
        await harness.stop()
        #expect(response?.result?.photo?.normalURL != nil)
        let request = try #require(harness.server.lastRequest)
        let parts = try MultipartBody(body: request.body, contentType: request.header("Content-Type") ?? "")
        #expect(parts.parts.map(\.name) == ["contenttype", "photo"])
        #expect(parts["contenttype"]?.text == "review_comment")
        #expect(parts["photo"]?.filename == file.lastPathComponent)
        #expect(parts["photo"]?.contentType == "image/png")
        #expect(parts["photo"]?.data == png)
    }

    @Test("uploadvideo goes to the media host with contentType in the query and the file as part Video")
    func uploadVideo() async throws {
        let answer =
            #"{"HasErrors":false,"Errors":[],"Video":{"VideoUrl":"https://media.example/v.mp4","Caption":null}}"#
        let harness = try await LoopbackHarness.start { _ in .json(answer) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bv-\(UUID().uuidString).mp4")
        let bytes = Data((0..<4096).map { UInt8($0 % 251) })
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let payload = FilePayload(source: .file(file), filename: "clip.mp4", contentType: "video/mp4")
        let response = try? await harness.client.send(UploadVideo(contentType: .review, video: payload))
        await harness.stop()
        #expect(response?.result?.video?.videoURL == URL(string: "https://media.example/v.mp4"))
        let request = try #require(harness.server.lastRequest)
        #expect(request.path == "/media/data/uploadvideo.json")
        #expect(request.carriesSettings)
        #expect(request.queryPairsWithoutSettings == Pairs([("contentType", "review")]))
        let parts = try MultipartBody(body: request.body, contentType: request.header("Content-Type") ?? "")
        #expect(parts.parts.map(\.name) == ["Video"])
        #expect(parts["Video"]?.filename == "clip.mp4")
        #expect(parts["Video"]?.contentType == "video/mp4")
        #expect(parts["Video"]?.data == bytes)
    }
}
