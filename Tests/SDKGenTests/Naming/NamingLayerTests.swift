import Foundation
import SDKGenCore
import Testing

/// The naming layer and the escaper, seen in generated text: names that collide with generated members, models
/// named like imported types, `swift:` overrides, and schema text in comments and literals. (That the results
/// compile is `GeneratedSchemaTests`' job.)
@Suite struct NamingLayerTests {
    static let head = """
        api:
          name: Names
          module: Names
          environments:
            production: { default: "https://api.example.com/v1/" }

        """

    /// The generated files of a schema body (after `head`), failing the test on any error.
    static func generate(_ body: String) -> [String: String] {
        let (schema, diagnostics) = Pipeline.validate(sources: [("api.yaml", head + body)])
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        guard !diagnostics.hasErrors else { return [:] }
        var files: [String: String] = [:]
        for file in SwiftGenerator(schemaFolder: "").generate(schema) { files[file.path] = file.contents }
        return files
    }

    /// The rendered diagnostics of a schema body.
    static func diagnose(_ body: String) -> String {
        Pipeline.validate(sources: [("api.yaml", head + body)]).diagnostics.rendered()
    }

    static func all(_ files: [String: String]) -> String {
        files.keys.sorted().map { files[$0] ?? "" }.joined(separator: "\n")
    }

    @Test func parametersNamedLikeRequestMembersGetASuffix() {
        let code = Self.all(
            Self.generate(
                """
                endpoints:
                  GetFile:
                    description: A file.
                    method: GET
                    path: "{filesystem}/{path}"
                    response: empty
                    parameters:
                      filesystem: { type: string, in: path }
                      path: { type: string, in: path }
                      method: string
                      self: int
                """))
        #expect(code.contains("public var pathParameter: String"))
        #expect(code.contains("public var methodParameter: String?"))
        #expect(code.contains("public var selfParameter: Int?"))
        #expect(code.contains("parameters.append(\"method\", .string(methodParameter))"))
    }

    @Test func aSwiftNameThatARequestHasIsAnErrorWithAValidHint() {
        let text = Self.diagnose(
            """
            endpoints:
              GetFile:
                description: A file.
                method: GET
                path: files
                response: empty
                parameters:
                  p: { type: string, swift: path }
            """)
        #expect(text.contains("error: 'path' is a member every request has"))
        #expect(text.contains("hint: choose another name, such as 'pathParameter'"))
    }

    @Test func modelsNamedLikeImportedTypesQualifyTheImportedOnes() {
        let code = Self.all(
            Self.generate(
                """
                endpoints:
                  Ping:
                    description: Nothing back.
                    method: GET
                    path: ping
                    response: empty
                  GetResponse:
                    description: A response model.
                    method: GET
                    path: response
                    response: Response
                models:
                  EmptyResponse:
                    properties:
                      when: date-time-zoned
                  ZonedDate:
                    properties:
                      at: date-time
                  Date:
                    properties:
                      day: date
                  Response:
                    properties:
                      empty: EmptyResponse
                      zoned: ZonedDate
                      date: Date
                """))
        #expect(code.contains("public typealias Response = APIRuntime.EmptyResponse"))
        #expect(code.contains("public typealias Response = Names.Response"))
        #expect(code.contains("public let when: APIRuntime.ZonedDate"))
        #expect(code.contains("public let at: Foundation.Date"))
        #expect(code.contains("public let empty: EmptyResponse"))
        #expect(code.contains("public let date: Date"))
    }

    @Test func aModelNamedErrorIsTheErrorEnvelope() {
        let code = Self.all(
            Self.generate(
                """
                  errors: { model: Error }
                endpoints:
                  Ping:
                    description: Nothing back.
                    method: GET
                    path: ping
                    response: empty
                models:
                  Error:
                    properties:
                      message: string
                """))
        #expect(code.contains("extension Error: Swift.Error {}"))
    }

    @Test func swiftOverridesRenameModelsAndEndpoints() {
        let code = Self.all(
            Self.generate(
                """
                endpoints:
                  Pet:
                    swift: GetPet
                    description: One pet.
                    method: GET
                    path: pet
                    response: Pet
                models:
                  Pet:
                    swift: Animal
                    properties:
                      name: string
                """))
        #expect(code.contains("public struct GetPet: Request {"))
        #expect(code.contains("public typealias Response = Animal"))
        #expect(code.contains("public struct Animal: Codable, Hashable, Sendable {"))
        let refused = Self.diagnose(
            """
            models:
              Self:
                properties:
                  name: string
              Names:
                swift: Foundation
                properties:
                  name: string
            """)
        #expect(refused.contains("error: 'Self' is a Swift keyword"))
        #expect(refused.contains("hint: add 'swift: <Name>' to give it another Swift name, such as 'SelfModel'"))
        #expect(
            refused.contains("error: 'Foundation' is the name of a module that generated code qualifies types with"))
    }

    @Test func schemaTextStaysInsideCommentsAndLiterals() {
        let code = Self.all(
            Self.generate(
                """
                endpoints:
                  Ping:
                    description: "Ends */ a comment\\nand a line \\\\(x)."
                    method: GET
                    path: "a\\"b\\\\c"
                    response: empty
                    parameters:
                      "say\\nhi": { type: string, swift: say }
                models:
                  Status:
                    description: "Separator \\u2028 here."
                    enum: ["line\\nbreak", "q\\"uote", "sep\\u2028"]
                """))
        for line in code.split(separator: "\n") where line.contains("and a line") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(line)")
        }
        #expect(code.contains("parameters.append(\"say\\nhi\", .string(say))"))
        #expect(code.contains("Status(rawValue: \"line\\nbreak\")"))
        #expect(code.contains("Status(rawValue: \"q\\\"uote\")"))
        #expect(code.contains("Status(rawValue: \"sep\\u{2028}\")"))
        #expect(code.contains("\"a\\\"b\\\\c\""))
        #expect(!code.contains("\u{2028}"))
    }

    @Test func jsonInAFormIsItsJSONTextAndInAJSONBodyAnError() {
        let code = Self.all(
            Self.generate(
                """
                endpoints:
                  Post:
                    description: A form.
                    method: POST
                    path: post
                    body: form
                    response: empty
                    parameters:
                      data: json
                """))
        #expect(
            code.contains(".string(data.parameterText)"))
        let refused = Self.diagnose(
            """
            endpoints:
              Post:
                description: A JSON body.
                method: POST
                path: post
                response: empty
                parameters:
                  data: json
            """)
        #expect(refused.contains("error: free-form JSON parameter 'data' in a JSON body"))
    }
}
