import APIRuntime
import Foundation
import Testing

/// Cookie parameters: one `Cookie` header field, values spelled with RFC 6265's cookie octets, merged with a
/// `Cookie` field the request already has.
@Suite struct CookieEncodingTests {
    @Test func valuesOutsideTheCookieOctetsArePercentEncoded() {
        let cookies: Parameters = [
            Parameter(name: "plain", value: .string("abc-123_~!"), location: .cookie),
            Parameter(name: "spaced", value: .string("a b;c,d\"e\\f%g"), location: .cookie),
            Parameter(name: "accent", value: .string("é"), location: .cookie),
            Parameter(name: "gone", value: .null, location: .cookie),
            Parameter(name: "list", value: .list([.string("x y"), .integer(2), .boolean(true)]), location: .cookie),
        ]
        #expect(
            CookieEncoding.fieldValue(of: cookies)
                == "plain=abc-123_~!; spaced=a%20b%3Bc%2Cd%22e%5Cf%25g; accent=%C3%A9; list=x%20y,2,true")
        #expect(CookieEncoding.fieldValue(of: [Parameter(name: "n", value: .null, location: .cookie)]) == nil)
        #expect(
            CookieEncoding.fieldValue(
                of: [Parameter(name: "flag", value: .boolean(true), location: .cookie)], booleans: .numeric)
                == "flag=1")
    }

    @Test func anExistingCookieFieldIsKept() {
        #expect(CookieEncoding.merged(nil, adding: "a=1") == "a=1")
        #expect(CookieEncoding.merged("", adding: "a=1") == "a=1")
        #expect(CookieEncoding.merged("theme=dark; ", adding: "a=1") == "theme=dark; a=1")
    }

    @Test func theClientSendsCookieParametersInOneField() throws {
        struct CookieRequest: Request {
            typealias API = FakeAPI
            typealias Response = EmptyResponse
            var method: HTTPMethod { .get }
            var path: String { "x" }
            var parameters: Parameters {
                [
                    Parameter(name: "Cookie", value: .string("theme=dark"), location: .header),
                    Parameter(name: "session", value: .string("s 1"), location: .cookie),
                    Parameter(name: "q", value: .string("v"), location: .query),
                    Parameter(name: "lang", value: .string("da"), location: .cookie),
                ]
            }
        }
        let client = Client<FakeAPI>(
            environment: .base("https://h/"), settings: .init(passkey: "K"), transport: FakeTransport(body: ""))
        let request = try client.makeHTTPRequest(for: CookieRequest())
        #expect(request.headers.values(for: "Cookie") == ["theme=dark; session=s%201; lang=da"])
        // The settings and the query parameter go in the query; no cookie does.
        #expect(request.url.query == "apiversion=5.4&passkey=K&q=v")
    }
}
