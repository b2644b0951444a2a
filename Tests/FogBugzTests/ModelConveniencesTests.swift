import APIRuntime
import Foundation
import Testing

@testable import FogBugz

/// The handwritten conveniences on generated models.
@Suite struct ModelConveniencesTests {
    let server = URL(string: "https://example.fogbugz.com/")!

    @Test func attachmentDownloadURLUnescapesOnceAndAddsTheToken() {
        // `sURL` as it reads after XML decoding of `&amp;amp;` on the wire (notes §5.3).
        let attachment = Attachment(
            fileName: "VENUES.pdf",
            urlPath:
                "default.asp?pg=pgDownload&amp;pgType=pgFile&amp;ixBugEvent=15&amp;ixAttachment=3&amp;sFileName=VENUES.pdf&sTicket="
        )
        let url = attachment.downloadURL(serverURL: server, token: "ab+c&d")
        #expect(
            url?.absoluteString
                == "https://example.fogbugz.com/default.asp?pg=pgDownload&pgType=pgFile&ixBugEvent=15&ixAttachment=3"
                + "&sFileName=VENUES.pdf&sTicket=&token=ab%2Bc%26d")
    }

    @Test func attachmentOnAnotherHostGetsNoToken() {
        for path in ["https://evil.example/x?a=1", "//evil.example/x", "/abs?x=1", ""] {
            #expect(Attachment(fileName: "x", urlPath: path).downloadURL(serverURL: server, token: "t") == nil)
        }
    }

    @Test func searchResultCases() throws {
        let result = try Search().decodeRecorded(Fixtures.data("search_cases.xml"))
        #expect(result.cases.map(\.id) == [1])
    }
}
