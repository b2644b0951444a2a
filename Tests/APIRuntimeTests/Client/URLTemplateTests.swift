import Foundation
import Testing

@testable import APIRuntime

/// The runtime half of templated environments, `URLTemplate`.
///
/// Every value is checked against its rule, path values are percent-encoded once, and a bad value or template is a
/// typed `URLTemplateError`, never a crash.
@Suite struct URLTemplateTests {
    @Test func aLabelFillsOneLabelOfTheHost() throws {
        let url = try URLTemplate.expand("https://{account}.fogbugz.com/", ["account": .label("ticketrb")])
        #expect(url.absoluteString == "https://ticketrb.fogbugz.com/")
        #expect(url.host == "ticketrb.fogbugz.com")
    }

    @Test(arguments: ["", "-x", "x-", "a.b", "a b", "évé", "a/b", "a:1", String(repeating: "a", count: 64)])
    func aBadLabelIsATypedError(_ value: String) {
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("https://{account}.fogbugz.com/", ["account": .label(value)])
        }
    }

    @Test func theLabelErrorNamesTheVariableTheValueAndTheRule() {
        #expect(
            throws: URLTemplateError.invalidValue(
                variable: "account", value: "evil.com/x?",
                reason: "not a DNS label (1 to 63 letters, digits or hyphens, no hyphen first or last)")
        ) {
            try URLTemplate.expand("https://{account}.fogbugz.com/", ["account": .label("evil.com/x?")])
        }
    }

    @Test func aHostMayCarryAPortAndPathsAreEncodedPerSegment() throws {
        let template = "http://{customerHost}/{dataPath}/"
        let url = try URLTemplate.expand(
            template, ["customerHost": .host("127.0.0.1:8080"), "dataPath": .path("bv staging/data")])
        #expect(url.absoluteString == "http://127.0.0.1:8080/bv%20staging/data/")
        let named = try URLTemplate.expand(
            template,
            ["customerHost": .host("reviews.apitestcustomer.bazaarvoice.com"), "dataPath": .path("bvstaging/data")])
        #expect(named.absoluteString == "http://reviews.apitestcustomer.bazaarvoice.com/bvstaging/data/")
        let ipv6 = try URLTemplate.expand(template, ["customerHost": .host("[::1]:80"), "dataPath": .path("data")])
        #expect(ipv6.absoluteString == "http://[::1]:80/data/")
    }

    @Test(arguments: [
        "", "a b", "host/", "host:0", "host:65536", "host:", "a..b", "a.b.", "user@host", "[zz::1]", "[::1", "h:8x",
    ])
    func aBadHostIsATypedError(_ value: String) {
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("http://{customerHost}/", ["customerHost": .host(value)])
        }
    }

    @Test(arguments: ["", "/data", "data/", "a//b", "./a", "a/../b", ".."])
    func aBadPathIsATypedError(_ value: String) {
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("http://example.com/{dataPath}/", ["dataPath": .path(value)])
        }
    }

    @Test func aSegmentEncodesEverySlashAndPercentOnce() throws {
        let url = try URLTemplate.expand("https://example.com/v{version}/", ["version": .segment("2/5%")])
        #expect(url.absoluteString == "https://example.com/v2%2F5%25/")
        #expect(throws: URLTemplateError.self) {
            try URLTemplate.expand("https://example.com/{name}/", ["name": .segment("..")])
        }
    }

    @Test func portsAreCheckedForRange() throws {
        let url = try URLTemplate.expand("http://localhost:{port}/", ["port": .port(8080)])
        #expect(url.port == 8080)
        #expect(throws: URLTemplateError.invalidValue(variable: "port", value: "0", reason: "not a port (1 to 65535)"))
        {
            try URLTemplate.expand("http://localhost:{port}/", ["port": .port(0)])
        }
    }

    @Test func templateProblemsAreTypedErrors() {
        #expect(throws: URLTemplateError.missingValue(variable: "account")) {
            try URLTemplate.expand("https://{account}.fogbugz.com/", [:])
        }
        for template in ["https://{account.fogbugz.com/", "https://account}.fogbugz.com/", "https://{}.x.com/"] {
            #expect(throws: URLTemplateError.invalidTemplate(template)) {
                try URLTemplate.expand(template, ["account": .label("a")])
            }
        }
        // A template that is no http(s) URL after substitution (generated code never has one: sdkgen checks it).
        #expect(throws: URLTemplateError.invalidURL("ftp://a.example.com/")) {
            try URLTemplate.expand("ftp://{account}.example.com/", ["account": .label("a")])
        }
        #expect(throws: URLTemplateError.invalidURL("http:///a/")) {
            try URLTemplate.expand("http:///{path}/", ["path": .path("a")])
        }
    }

    @Test func errorsDescribeThemselves() {
        let error = URLTemplateError.invalidValue(variable: "port", value: "0", reason: "not a port (1 to 65535)")
        #expect(error.description == "invalid value '0' for 'port': not a port (1 to 65535)")
        #expect(URLTemplateError.missingValue(variable: "a").description == "no value for '{a}'")
    }
}
