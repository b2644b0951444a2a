import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

@Suite("Submission fixtures decode into typed envelopes and typed errors")
struct SubmissionFixtureTests {
    static let review = SubmitReview(productID: "test1")

    @Test("a submitted review: the result keyed Review, the real id at the top level")
    func submitSuccess() throws {
        let response = try Self.review.decodeRecorded(try Fixtures.data("submitreview_submit_success.json"))
        #expect(response.hasErrors == false)
        #expect(response.submissionID == "5s8u2ze96k1j0vz29rfs9zj1f")
        #expect(response.typicalHoursToPost == 72)
        #expect(response.authorSubmissionToken?.hasPrefix("1a89132ad84ca620a1094136e9f69bcb") == true)
        #expect(response.locale == "en_US")
        #expect(response.form == [])
        #expect(response.data == FormData())
        #expect(response.formErrors == FormErrors())
        let review = try #require(response.result?.review)
        #expect(review.rating == 4)
        #expect(review.title == "review title")
        #expect(review.reviewText?.hasPrefix("more than 50") == true)
        #expect(review.id == nil)
        #expect(review.submissionID == nil)
        #expect(review.isRecommended == nil)
        #expect(review.sendEmailAlertWhenPublished == false)
        let time = try #require(review.submissionTime)
        #expect(abs(time.timeIntervalSince1970 - 1_520_453_922.798) < 0.0005)
        #expect(response.result?.photo == nil)
    }

    @Test("an uploaded photo: the result keyed Photo with its sizes, and the one-field form")
    func uploadPhoto() throws {
        let request = UploadPhoto(contentType: .answer, upload: .jpeg(Data([0xFF, 0xD8, 0xFF])))
        let response = try request.decodeRecorded(try Fixtures.data("uploadphoto_success.json"))
        let photo = try #require(response.result?.photo)
        #expect(photo.id == "5xbeeqai83qpvoueqkame61y0")
        #expect(photo.caption == nil)
        #expect(photo.sizes?.keys == ["thumbnail", "normal"])
        let base =
            "https://reviews.apitestcustomer.bazaarvoice.com/bvstaging/submit/5556/"
            + "ps_amazon_s3_5xbeeqai83qpvoueqkame61y0/"
        #expect(photo.normalURL == URL(string: base + "photo.jpg"))
        #expect(photo.thumbnailURL == URL(string: base + "photoThumb.jpg"))
        #expect(response.submissionID == nil)
        #expect(response.form == [FormElement(type: .field, id: "photo")])
        let field = try #require(response.formFields.first)
        #expect(response.formFields.count == 1)
        #expect(field.id == "photo")
        #expect(field.type == .fileInput)
        #expect(field.required == nil)
        #expect(field.options == [])
    }

    @Test("form errors arrive as a typed error with every field, code and message, in order")
    func formErrors() throws {
        let data = try Fixtures.data("submitreview_form_errors.json")
        let error = try #require(throws: ClientError<BazaarvoiceAPI>.self) { try Self.review.decodeRecorded(data) }
        let failure = try #require(error.envelope)
        #expect(failure.errors == [])
        #expect(failure.allFieldErrors.map(\.field) == ["usernickname", "useremail", "title", "reviewtext", "rating"])
        #expect(
            failure.allFieldErrors.map(\.code) == [
                .formDuplicate, .formRequired, .formRequired, .formRequired, .formTooHigh,
            ])
        #expect(failure.fieldError(for: "Rating")?.message == "This field must be between 1 and 5.")
        #expect(failure.contains(.formTooHigh))
        #expect(!failure.contains(.invalidParameters))
        #expect(failure.codes.count == 5)
        #expect(failure.groupErrors.isEmpty)
        #expect(failure.codes.allSatisfy { $0.isKnown })

        let form = try #require(failure.data)
        #expect(form.fields?.count == 50)
        #expect(form.fields?.keys.prefix(3) == ["usernickname", "userlocation", "useremail"])
        let rating = try #require(form.fields?[key: "rating"])
        #expect(rating.type == .integerInput)
        #expect(rating.required == true)
        #expect(rating.value == "123")
        #expect(form.fields?[key: "photourl_6"]?.maxLength == 2048)
        #expect(form.fields?[key: "netpromoterexpanded"]?.value == "false")
        #expect(form.groups?.count == 15)
        let photo = try #require(form.groups?[key: "photo_1"])
        #expect(photo.type == .inputGroup)
        #expect(
            photo.subElements == [
                FormElement(type: .field, id: "photourl_1"), FormElement(type: .field, id: "photocaption_1"),
            ])
        #expect(failure.form?.first == FormElement(type: .field, id: "usernickname"))
        #expect(failure.form?.contains(FormElement(type: .group, id: "userlocationgeocode")) == true)
    }

    @Test("the form-error response still decodes whole as a submission envelope")
    func formErrorEnvelope() throws {
        let data = try Fixtures.data("submitreview_form_errors.json")
        let response = try ResponseContext(for: BazaarvoiceAPI.self).decode(SubmissionResponse.self, from: data)
        #expect(response.hasErrors == true)
        #expect(response.typicalHoursToPost == 72)
        #expect(response.result?.review?.rating == 0)
        #expect(response.result?.review?.submissionTime != nil)
        #expect(response.formErrors?.fieldErrors?.keys.first == "usernickname")
        #expect(response.formErrors?.groupErrors?.isEmpty == true)
    }

    @Test("a top-level error arrives as a typed error; its code and message are kept")
    func topLevelError() throws {
        let data = try Fixtures.data("submitfeedback_error_invalid_parameters.json")
        let request = SubmitFeedback(
            contentID: "badidshouldmakeerror", contentType: .review, feedbackType: .inappropriate)
        let error = try #require(throws: ClientError<BazaarvoiceAPI>.self) { try request.decodeRecorded(data) }
        let failure = try #require(error.envelope)
        #expect(failure.errors?.map(\.code) == [.invalidParameters])
        #expect(failure.errors?.first?.message == "Invalid value for contentid 'badidshouldmakeerror'")
        #expect(failure.allFieldErrors.isEmpty)
        #expect(failure.locale == nil)
        #expect(failure.hasErrors == true)
        #expect(failure.data == FormData())
        #expect(failure.description.contains("ERROR_PARAM_INVALID_PARAMETERS"))
    }

    @Test("unknown codes are preserved verbatim, and codes match ignoring case")
    func unknownCodes() throws {
        let body = Data(
            #"""
            {"HasErrors":true,"Errors":[{"Code":"ERROR_FORM_IMAGE_PARSE","Message":"Unable to parse image"}],
             "FormErrors":{"FieldErrors":{"photo":{"Field":"photo","Code":"error_form_too_long","Message":""}},
             "FieldErrorsOrder":["photo"]}}
            """#.utf8)
        let request = UploadPhoto(contentType: .review, upload: .png(Data([0x89, 0x50, 0x4E, 0x47])))
        let error = try #require(throws: ClientError<BazaarvoiceAPI>.self) { try request.decodeRecorded(body) }
        let failure = try #require(error.envelope)
        let code = try #require(failure.errors?.first?.code)
        #expect(code.rawValue == "ERROR_FORM_IMAGE_PARSE")
        #expect(!code.isKnown)
        #expect(failure.allFieldErrors.first?.code == .formTooLong)
        #expect(failure.allFieldErrors.first?.message == "")
    }

    @Test("HasErrors false is no error even with an empty error list; malformed JSON is a decoding error")
    func noErrorAndMalformed() throws {
        let ok = Data(
            #"""
            {"HasErrors":false,"Errors":[],"SubmissionId":"abc",
             "Feedback":{"Helpfulness":{"Vote":"POSITIVE","AuthorId":"u1"}}}
            """#.utf8)
        let request = SubmitFeedback(contentID: "1", contentType: .review, feedbackType: .helpfulness, vote: .positive)
        let response = try request.decodeRecorded(ok)
        #expect(response.submissionID == "abc")
        #expect(response.result?.feedback?.helpfulness?.vote == .positive)
        #expect(response.result?.feedback?.helpfulness?.authorID == "u1")

        let error = try #require(throws: ClientError<BazaarvoiceAPI>.self) {
            try request.decodeRecorded(Data("{not json".utf8))
        }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
    }
}
