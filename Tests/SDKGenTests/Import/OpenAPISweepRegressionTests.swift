import Foundation
import SDKGenCore
import Testing

/// Classes of defects the sweep of real-world documents found (`Benchmarks/Scripts/openapi_sweep.py`), each
/// reproduced by a minimal document: the import validates, and where the defect was in generated code, the
/// generated Swift type-checks against the runtime.
@Suite(.serialized) struct OpenAPISweepRegressionTests {
    /// Imports `document`, expecting a schema that validates.
    static func imported(_ document: String, module: String = "Sweep") throws -> OpenAPIImport {
        try ImportHarness.importValidated(document, module: module)
    }

    /// Generates the import and type-checks the Swift; records an issue with the compiler's output on failure.
    static func expectTypeChecks(_ result: OpenAPIImport, module: String = "Sweep") async throws {
        try await ImportHarness.expectTypeChecks(result, module: module)
    }

    /// A description with a Markdown link whose URL is too long for a line (Slack, Adyen, Google Maps).
    ///
    /// The line wrapper took `[text](url)` in a doc comment for a call and moved the URL to a line of its own,
    /// outside the comment: the Swift did not compile.
    @Test func aLongMarkdownLinkInADescriptionStaysInTheComment() async throws {
        let link =
            "[the identity provider group](https://example.com/help/articles/115001435788-connect-identity-"
            + "provider-groups-to-your-enterprise-grid-organization-and-more)"
        let document = """
            openapi: 3.0.3
            info: { title: Links, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /groups:
                get:
                  operationId: listGroups
                  description: "Lists the groups linked to \(link) for this channel."
                  parameters:
                    - name: group
                      in: query
                      description: "The \(link) ID to be an allowlist for the private channel."
                      schema: { type: string }
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              id: { type: string, description: "The \(link) of the group, as a string." }
            """
        let result = try Self.imported(document)
        let generation = try ImportHarness.generate(result)
        for file in generation.files {
            for line in file.contents.split(separator: "\n") where line.contains("https://example.com/help") {
                #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(file.path): \(line)")
            }
        }
        try await Self.expectTypeChecks(result)
    }

    /// A placeholder whose parameter is declared `in: query` (Octobat's `/accounts/{id}`) is sent in the path;
    /// the query declaration took the name, and the placeholder was left without a parameter.
    @Test func aPlaceholderDeclaredInTheQueryIsSentInThePath() async throws {
        let document = """
            openapi: 3.0.0
            info: { title: Misdeclared, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /accounts/{id}:
                get:
                  operationId: showAccount
                  parameters: [{ name: id, in: query, required: true, description: The account., schema: { type: string } }]
                  responses: { "204": { description: OK } }
            """
        let result = try Self.imported(document)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("id: { type: string, in: path, description: The account. }"), "\(endpoints)")
        #expect(result.warnings.contains { $0.message.contains("path placeholder '{id}' has no path parameter") })
        try await Self.expectTypeChecks(result)
    }

    /// A list path parameter (`style: simple`, `label`, `matrix`; ReadMe's parameter-style examples) is sent as a
    /// string with a warning; it was written as `[string]`, which the language refuses in a path.
    @Test func aListPathParameterIsSentAsAString() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Lists, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /items/{ids}:
                get:
                  operationId: getItems
                  parameters:
                    - { name: ids, in: path, required: true, style: label, schema: { type: array, items: { type: integer } } }
                  responses: { "204": { description: OK } }
            """
        let result = try Self.imported(document)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("ids: { type: string, in: path }"), "\(endpoints)")
        #expect(result.warnings.contains { $0.message.contains("path parameter 'ids' is a list") })
        try await Self.expectTypeChecks(result)
    }

    /// A path key with a query or a fragment (OpenAI's `/responses?beta=true`, Box's `/shared_items#folders`):
    /// the query is sent as fixed parameters, the fragment dropped; both were written into `path:`, which the
    /// language refuses.
    @Test func aPathKeyWithAQueryOrAFragmentIsSplit() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Suffixes, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /responses:
                post: { operationId: create, responses: { "204": { description: OK } } }
              /responses?beta=true&mode=fast%20path:
                post: { operationId: createBeta, responses: { "204": { description: OK } } }
              /shared_items#folders:
                get: { operationId: sharedFolder, responses: { "204": { description: OK } } }
            """
        let result = try Self.imported(document)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("path: shared_items\n"), "\(endpoints)")
        #expect(endpoints.contains("beta: { const: 'true', in: query }"), "\(endpoints)")
        #expect(endpoints.contains("mode: { const: fast path, in: query }"), "\(endpoints)")
        #expect(!endpoints.contains("?") && !endpoints.contains("#folders"), "\(endpoints)")
        #expect(result.warnings.contains { $0.message.contains("fragment '#folders'") })
        try await Self.expectTypeChecks(result)
    }

    /// A query parameter named with a placeholder (SendGrid's `{field_name}`) is a patterned parameter over a map.
    ///
    /// SendGrid's name stands for "your custom field name"; it was written as a `string` under a patterned name,
    /// which the language refuses. A name with unpaired braces is left out with a warning.
    @Test func aQueryParameterNamedWithAPlaceholderIsAPatternedMap() async throws {
        let document = """
            swagger: "2.0"
            info: { title: Patterns, version: "1" }
            host: api.example.com
            paths:
              /recipients/search:
                get:
                  operationId: searchRecipients
                  parameters:
                    - { name: "{field_name}", in: query, type: integer }
                    - { name: "tag_{", in: query, type: string }
                  responses: { "204": { description: OK } }
            """
        let result = try Self.imported(document)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("'{field_name}': { type: '{string: int}', in: query, swift: fieldName }"), "\(endpoints)"
        )
        #expect(!endpoints.contains("tag_"), "\(endpoints)")
        #expect(result.warnings.contains { $0.message.contains("'tag_{' has unpaired braces") })
        try await Self.expectTypeChecks(result)
    }

    /// A JSON document with raw C1 control characters in a string (DocuSign's, SendGrid's descriptions) is
    /// read; the YAML reader, which reads JSON too, refused them.
    @Test func aJSONDocumentWithRawControlCharactersIsRead() throws {
        let document = """
            {"openapi": "3.0.0", "info": {"title": "Controls\u{0080}", "version": "1"},
             "paths": {"/a": {"get": {"operationId": "a", "description": "x\u{009F}y\u{007F}",
             "responses": {"204": {"description": "none"}}}}}}
            """
        let result = try Self.imported(document)
        #expect(ImportHarness.file("api.yaml", of: result).contains("Controls"))
    }

    /// A JSON document's UTF-16 surrogate pair escapes read as their character; libyaml refused them.
    ///
    /// Twilio's examples spell a character beyond U+FFFF as `\ud83d\udc4d`. A surrogate without its partner reads as
    /// U+FFFD, and an escaped backslash before `ud83d` stays text.
    @Test func aJSONDocumentWithSurrogateEscapesIsRead() throws {
        let document = #"""
            {"openapi": "3.0.0", "info": {"title": "Thumbs \ud83d\udc4D up", "version": "1"},
             "paths": {"/a": {"get": {"operationId": "a",
             "description": "lone \uDC4d high \ud83d. kept \\ud83d and \"\\\ud83d\ude00\" end",
             "responses": {"204": {"description": "none"}}}}}}
            """#
        let result = try Self.imported(document)
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("Thumbs 👍 up"), "\(api)")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains(#"lone � high �. kept \ud83d and "\😀" end"#), "\(endpoints)")
    }

    /// A property declared with two kinds of value, one in an `allOf` member and one beside it (SendGrid's
    /// `last_event_time`), is warned about: no value satisfies both, and the one kept decides what decodes.
    @Test func aPropertyOfTwoKindsInOneObjectIsWarnedAbout() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Kinds, version: "1" }
            paths:
              /m:
                get:
                  operationId: getMessage
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            allOf:
                              - { type: object, properties: { at: { type: integer }, n: { type: integer } } }
                            properties: { at: { type: string }, n: { type: number } }
            """
        let result = try Self.imported(document)
        let warnings = result.warnings.filter { $0.message.contains("no value is both") }
        #expect(warnings.count == 1, "\(result.warnings)")
        #expect(warnings.first?.message.contains("'at' is a string here and a number at") == true)
        #expect(warnings.first?.pointer.hasSuffix("/properties/at") == true)
    }

    /// An enum value whose case name an open enum reserves (`self`, `rawValue`) gets the generator's suffix when
    /// the importer writes the names out; it was written `self: self`, which the language refuses.
    @Test func anEnumValueNamedLikeAReservedMemberGetsTheSuffix() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Enums, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /x:
                get:
                  operationId: getX
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Kind" } } }
            components:
              schemas:
                Kind: { type: string, enum: ["self", "rawValue", "é", "plain"] }
            """
        let result = try Self.imported(document)
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("self: selfValue") && models.contains("rawValue: rawValueValue"), "\(models)")
        try await Self.expectTypeChecks(result)
    }

    /// An integer enum with a value beyond `Int64` keeps its other values as an integer enum, with a warning; it
    /// was written as a string enum, so no value could decode from the numbers the wire carries.
    @Test func anIntegerEnumValueBeyondInt64IsLeftOutWithAWarning() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Enums, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /x:
                get:
                  operationId: getX
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Holder" } } }
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    level: { $ref: "#/components/schemas/Level" }
                    huge: { $ref: "#/components/schemas/Huge" }
                Level: { type: integer, enum: [1, 2, 18446744073709551616] }
                Huge: { type: integer, enum: [18446744073709551616, 18446744073709551617] }
            """
        let result = try Self.imported(document)
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("type: int") && models.contains("[1, 2]"), "\(models)")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("no integer in Int64's range (18446744073709551616) are left out") })
        #expect(messages.contains { $0.contains("no value of the integer enum is an integer in Int64's range") })
        try await Self.expectTypeChecks(result)
    }

    /// An operation's server whose variables leave no host (a default that is itself a placeholder, as in
    /// DigitalOcean's `{your-agent-url}`, or an empty one) keeps the API's host with a warning; it was written as a
    /// host of its own with a base URL the language refuses, so the import did not validate.
    @Test func anOperationServerWithoutAUsableHostKeepsTheAPIHost() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Hosts, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /chat:
                post:
                  operationId: chat
                  servers:
                    - url: "https://{agent_url}"
                      variables: { agent_url: { default: "{your-agent-url}" } }
                  responses: { "204": { description: OK } }
              /upload:
                put:
                  operationId: upload
                  servers: [{ url: "https://{upload}", variables: { upload: { default: "" } } }]
                  responses: { "204": { description: OK } }
            """
        let result = try Self.imported(document)
        #expect(!ImportHarness.file("api.yaml", of: result).contains("hosts:"))
        #expect(result.warnings.filter { $0.message.contains("has no usable host") }.count == 2)
    }

    /// Inline members of a discriminated `oneOf` that say their value are members of their own.
    ///
    /// The value is a `const`, or a one-value `enum` reached through `allOf`, as in OpenAI's event unions. They were
    /// all left out (118 in OpenAI's document); one that says nothing still is, with a warning.
    @Test func inlineFamilyMembersWithAValueAreModels() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Events, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /events:
                get:
                  operationId: nextEvent
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Event" } } }
            components:
              schemas:
                Delta:
                  type: object
                  required: [type]
                  properties: { type: { type: string, enum: [response.delta] }, text: { type: string } }
                Event:
                  oneOf:
                    - type: object
                      required: [type]
                      properties: { type: { const: ping }, at: { type: integer } }
                    - title: DeltaOnLane
                      allOf:
                        - $ref: "#/components/schemas/Delta"
                        - { type: object, properties: { lane: { type: string } } }
                    - type: object
                      properties: { type: { type: string }, other: { type: boolean } }
                  discriminator: { propertyName: type }
            """
        let result = try Self.imported(document)
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("members: { ping: EventPing, response.delta: DeltaOnLane }"), "\(models)")
        #expect(models.contains("DeltaOnLane:") && models.contains("lane:"), "\(models)")
        #expect(result.warnings.filter { $0.message.contains("has no discriminator value") }.count == 1)
        try await Self.expectTypeChecks(result)
    }

    /// A server URL placeholder without a declared variable becomes a variable without a default; the URL kept
    /// the placeholder and the environment had no variable for it, which the language refuses.
    @Test func aServerPlaceholderWithoutAVariableBecomesOne() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Servers, version: "1" }
            servers: [{ url: "https://api.example.com/{version}" }]
            paths:
              /x: { get: { operationId: getX, responses: { "204": { description: OK } } } }
            """
        let result = try Self.imported(document)
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("variables: { version: segment }"), "\(api)")
        #expect(result.warnings.contains { $0.message.contains("placeholder '{version}' has no variable") })
        try await Self.expectTypeChecks(result)
    }

    /// A path whose braces do not pair up (`/a/{b`, `/d/{}`) leaves its operation out with a warning; it was
    /// written as it is, which the language refuses.
    @Test func aPathWithUnpairedBracesIsLeftOut() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Braces, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /a/{b: { get: { operationId: unpaired, responses: { "204": { description: OK } } } }
              /d/{}: { get: { operationId: empty, responses: { "204": { description: OK } } } }
              /e/{id}: { get: { operationId: fine, responses: { "204": { description: OK } } } }
            """
        let result = try Self.imported(document)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("Fine") && !endpoints.contains("Unpaired") && !endpoints.contains("Empty:"))
        #expect(result.warnings.filter { $0.message.contains("does not pair up") }.count == 2)
    }

    /// A tag of a few hundred characters names a schema file within the limit of a file name; the import wrote
    /// a file name of over 255 bytes, which the file system refused.
    @Test func aLongTagNamesAFileOfAtMostEightyCharacters() throws {
        let tag = String(repeating: "Very Long Tag Name ", count: 20)
        let document = """
            openapi: 3.0.3
            info: { title: Tags, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /a: { get: { tags: ["\(tag)"], operationId: getA, responses: { "204": { description: OK } } } }
            """
        let result = try Self.imported(document)
        let stems = result.files.map(\.name).filter { $0.hasPrefix("very-long") }
        #expect(stems.count == 1 && stems.allSatisfy { $0.count <= 80 + ".yaml".count }, "\(stems)")
    }

    /// Types named with hundreds of characters, in numbers that split a generated file, give file names within
    /// the limit and still unique; a split file was named after its first and last type in full, which the file
    /// system refused.
    @Test func splitFilesOfLongTypeNamesHaveShortUniqueNames() throws {
        let long = String(repeating: "VeryLongModelName", count: 8)
        var lines = [
            "openapi: 3.0.3", "info: { title: Long, version: \"1\" }", "paths: {}", "components:", "  schemas:",
        ]
        for index in 0..<300 {
            lines.append("    \(long)\(index): { type: object, properties: { x: { type: string } } }")
        }
        let result = try Self.imported(lines.joined(separator: "\n") + "\n", module: "Long")
        let generation = try ImportHarness.generate(result, module: "Long")
        try #require(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        let names = generation.files.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        #expect(names.filter { $0.hasPrefix("ModelsModels+") }.count > 1, "not split: \(names)")
        #expect(names.allSatisfy { $0.utf8.count <= 255 }, "\(names.filter { $0.utf8.count > 255 })")
        #expect(Set(names).count == names.count)
    }

    /// A server URL with surrounding spaces is trimmed, and one with a query or a fragment loses it with a
    /// warning; the first was refused (no http(s) URL), the second was accepted as a base URL with the request
    /// paths appended after its query.
    @Test func aServerURLIsTrimmedAndLosesItsQuery() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Servers, version: "1" }
            servers:
              - { url: "https://api.example.com/v1?key=1" }
              - { url: "  https://spaced.example.com  ", description: Spaced }
            paths:
              /x: { get: { operationId: getX, responses: { "204": { description: OK } } } }
            """
        let result = try Self.imported(document)
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("production: { default: 'https://api.example.com/v1/' }"), "\(api)")
        #expect(api.contains("spaced: { default: 'https://spaced.example.com/' }"), "\(api)")
        #expect(result.warnings.contains { $0.message.contains("'?key=1' is not kept") })
        try await Self.expectTypeChecks(result)
    }
}
