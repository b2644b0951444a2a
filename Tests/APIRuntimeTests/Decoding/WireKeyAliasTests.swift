import Foundation
import Testing

@testable import APIRuntime

/// `presentKey`, `presentChild` and `presentAttribute`: the wire name a property with aliases is read from.
@Suite struct WireKeyAliasTests {
    struct Reading: Decodable {
        var name: StaticString
        var key: WireKey

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            name = container.presentKey("fEmail", "bEmail", "isEmail")
            key = container.presentKey("fEmail", "bEmail", "isEmail")
        }
    }

    @Test(arguments: [
        (#"{"fEmail":true,"bEmail":false}"#, "fEmail"), (#"{"isEmail":1,"bEmail":false}"#, "bEmail"),
        (#"{"isEmail":1}"#, "isEmail"), (#"{"other":1}"#, "fEmail"), (#"{"bEmail":null}"#, "bEmail"),
    ])
    func theOwnNameThenTheFirstAliasPresent(json: String, expected: String) throws {
        let reading = try JSONDecoder().decode(Reading.self, from: Data(json.utf8))
        #expect(reading.name.description == expected)
        #expect(reading.key.stringValue == expected)
    }

    @Test func elementsAndAttributes() throws {
        let tree = try XMLTree(parsing: Data(#"<e ixCase="4" other="1"><sHtml>a</sHtml><x/></e>"#.utf8))
        let element = tree.root
        #expect(element.presentChild("sHTML", "sHtml") == "sHtml")
        #expect(element.presentChild("x", "sHtml") == "x")
        #expect(element.presentChild("missing", "gone") == "missing")
        #expect(element.presentAttribute("ixBug", "ixCase") == "ixCase")
        #expect(element.presentAttribute("other", "ixCase") == "other")
        #expect(element.presentAttribute("ixBug") == "ixBug")
    }
}
