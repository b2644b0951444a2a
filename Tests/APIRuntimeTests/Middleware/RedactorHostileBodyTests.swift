import Foundation
import Testing

@testable import APIRuntime

/// What the logger's ``Redactor`` writes for bodies that are not clean JSON or XML: secrets never reach the log.
///
/// A body that does not parse (cut short, a key twice, a server's own JSON media type, no `Content-Type`) used to
/// be logged as raw text, with every `sessionToken` and `password` in it.
@Suite struct RedactorHostileBodyTests {
    let redactor = Redactor()

    func describe(_ text: String, _ contentType: String?) -> String {
        redactor.describe(.data(Data(text.utf8)), contentType: contentType)
    }

    @Test func jsonThatDoesNotParseHasItsSecretsMasked() {
        let bodies = [
            (#"{"sessionToken":"S1","name":"a","sessionToken":"S2"}"#, "application/json"),
            (#"{"user":{"password":"S1","reauthToken": "S2\"x","name":"ok"},"cut":[1,2"#, "application/json"),
            (#"{"sessionToken":"S1","name":"ok"}"#, "application/vnd.api+json; charset=utf-8"),
            (#"  {"sessionToken":"S1","name":"ok"}"#, "text/plain"),
            (#"[{"Password" : "S1"}, {"apiKey":12345678}]"#, nil),
        ]
        for (body, type) in bodies {
            let logged = describe(body, type)
            #expect(!logged.contains("S1") && !logged.contains("S2") && !logged.contains("12345678"), "\(logged)")
            #expect(logged.contains("ok") || !body.contains("ok"), "\(logged)")
        }
    }

    @Test func xmlCutShortInsideASecretElementIsMasked() {
        let body =
            "<response>" + String(repeating: "<a>x</a>", count: 253) + "<token>SECRET-TOKEN-VALUE</token></response>"
        let logged = describe(body, "text/xml")
        #expect(!logged.contains("SECRET"), "\(logged.suffix(80))")
        #expect(!describe("<response><token>SECRET</token", "text/xml").contains("SECRET"))
    }
}
