import Foundation
import Testing

@testable import APIRuntime

/// The `domain` and `basePath` values of `URLTemplate`: a multi-label suffix after an account label, and a base path
/// glued to the host.
@Suite struct URLTemplateDomainTests {
    @Test func aDomainFillsSeveralLabels() throws {
        let url = try URLTemplate.expand(
            "https://{account}.{dnsSuffix}/", ["account": .label("acme"), "dnsSuffix": .domain("dfs.core.windows.net")])
        #expect(url.absoluteString == "https://acme.dfs.core.windows.net/")
        #expect(url.host == "acme.dfs.core.windows.net")
    }

    @Test(arguments: ["", ".", "a.", ".a", "a..b", "a b.c", "a.b/c", "a.b:80", "a@b.c", "-a.b", "é.com"])
    func aBadDomainIsATypedError(_ value: String) {
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand(
                "https://{account}.{dnsSuffix}/", ["account": .label("a"), "dnsSuffix": .domain(value)])
        }
    }

    @Test func aLongDomainIsRefused() {
        let long = Array(repeating: String(repeating: "a", count: 63), count: 5).joined(separator: ".")
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("https://{suffix}/", ["suffix": .domain(long)])
        }
    }

    @Test(arguments: [
        ("", "https://api.example.com/"), ("/v1", "https://api.example.com/v1/"),
        ("/api/v 2", "https://api.example.com/api/v%202/"), ("/a%b/c?", "https://api.example.com/a%25b/c%3F/"),
    ])
    func aBasePathFollowsTheHost(_ value: String, _ expected: String) throws {
        let url = try URLTemplate.expand("https://api.example.com{basePath}/", ["basePath": .basePath(value)])
        #expect(url.absoluteString == expected)
    }

    @Test(arguments: ["v1", "/", "/v1/", "//v1", "/a//b", "/./a", "/a/.."])
    func aBadBasePathIsATypedError(_ value: String) {
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("https://api.example.com{basePath}/", ["basePath": .basePath(value)])
        }
    }
}
