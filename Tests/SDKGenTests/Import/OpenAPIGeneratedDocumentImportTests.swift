import SDKGenCore
import Testing

/// What random hostile documents found (a generator of documents with odd and colliding names, compositions that
/// refer back, and every place a parameter can go): each import validates, and none crashes.
@Suite struct OpenAPIGeneratedDocumentImportTests {
    /// A document with `paths` and `components.schemas` as given (YAML, indented for their place).
    static func document(paths: String = "  {}", schemas: String = "    {}", servers: String? = nil) -> String {
        """
        openapi: 3.0.3
        info: { title: Odd, version: "1" }
        servers: [{ url: "\(servers ?? "https://api.example.com/v1")" }]
        paths:
        \(paths)
        components:
          schemas:
        \(schemas)
        """
    }

    /// A discriminated union that cannot be a family (no `propertyName`) falls back to a struct of its members'
    /// properties; when a member holds the union again, that used to recurse until the stack overflowed.
    @Test func aUnionThatHoldsItselfInlineIsJSON() async throws {
        let text = Self.document(
            schemas: """
                    Node:
                      type: object
                      properties:
                        children:
                          type: array
                          items:
                            oneOf: [{ $ref: "#/components/schemas/Node" }, {}]
                            discriminator: {}
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        #expect(result.warnings.contains { $0.message.contains("holds itself through its members' properties") })
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }

    /// A request member the importer names itself (a body after its model, a deep-object query parameter after
    /// its name) is clear of the members every request has: a model `Init` made the body `init`.
    @Test func requestMembersTheImporterNamesAreClearOfTheRequestsOwn() async throws {
        let text = Self.document(
            paths: """
                  /v2:
                    get:
                      parameters:
                        - name: init
                          in: query
                          style: deepObject
                          schema: { type: object, additionalProperties: { type: string } }
                      responses:
                        "204": { description: done }
                  /v1:
                    put:
                      requestBody:
                        content: { application/json: { schema: { $ref: "#/components/schemas/Init" } } }
                      responses:
                        "204": { description: done }
                """,
            schemas: """
                    Init: { type: object, properties: { name: { type: string } } }
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        let endpoints = result.files.filter { $0.name != "models.yaml" && $0.name != "api.yaml" }.map(\.contents)
        #expect(endpoints.contains { $0.contains("body: { type: Init, swift: initParameter }") }, "\(endpoints)")
        let patterned = "init[{key}]: { type: '{string: string}', in: query, swift: initParameter }"
        #expect(endpoints.contains { $0.contains(patterned) }, "\(endpoints)")
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }

    /// A union member that fits any object only once its model is final (a required `readOnly` property made
    /// optional because a request sends the model) goes last, and of several such members only the first stays, the
    /// union becoming that struct when no other member is left (hostile seed 1364); a deep-object parameter whose
    /// name has braces is left out (seed 1486).
    @Test func unionMembersSettleOnceModelsAreFinalAndBracedDeepObjectsAreLeftOut() async throws {
        let text = Self.document(
            paths: """
                  /u:
                    get:
                      parameters:
                        - { name: "a{x}", in: query, style: deepObject, schema: { type: object } }
                      responses:
                        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/U" } } } }
                  /b:
                    post:
                      requestBody:
                        content: { application/json: { schema: { $ref: "#/components/schemas/B" } } }
                      responses:
                        "204": { description: done }
                """,
            schemas: """
                    U: { oneOf: [{ $ref: "#/components/schemas/B" }, { $ref: "#/components/schemas/A" }] }
                    A: { type: object, properties: { x: { type: string } } }
                    B: { type: object, required: [id], properties: { id: { type: string, readOnly: true } } }
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  U:\n    properties:\n      id: { type: string, optional: true }"), "\(models)")
        #expect(result.warnings.contains { $0.message.contains("the rest (A) would never be tried; left out") })
        #expect(result.warnings.contains { $0.message.contains("deepObject parameter name 'a{x}' has braces") })
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }

    /// A family that became a struct is a struct to the cycle check: `Holder` holding it by value, and it holding
    /// `Holder` (optionally: a merged member's property), is a cycle of structs the generator boxes.
    @Test func aFamilyThatIsAStructTakesPartInTheCycleCheck() async throws {
        let text = Self.document(
            schemas: """
                    Holder:
                      type: object
                      required: [inner]
                      properties:
                        inner:
                          oneOf: [{ $ref: "#/components/schemas/Wrapper" }, { $ref: "#/components/schemas/Name" }]
                          discriminator: { propertyName: kind }
                    Wrapper:
                      oneOf:
                        - { type: object, properties: { back: { $ref: "#/components/schemas/Holder" } } }
                        - { type: integer }
                    Name: { type: string }
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        #expect(!result.warnings.contains { $0.message.contains("to break the cycle") }, "\(result.warnings)")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  WrapperOption:\n    properties:\n      back: { type: Holder, optional: true }"))
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }

    @Test func aServerSchemeIsHTTPSOrTheServerIsLeftOut() throws {
        let scheme = try ImportHarness.importValidated(
            Self.document(servers: "{scheme}://api.example.com"), module: "Odd")
        #expect(ImportHarness.file("api.yaml", of: scheme).contains("default: 'https://api.example.com/'"))
        let upper = try ImportHarness.importValidated(Self.document(servers: "HTTPS://api.example.com"), module: "Odd")
        #expect(ImportHarness.file("api.yaml", of: upper).contains("default: 'https://api.example.com/'"))
        let socket = try ImportHarness.importValidated(Self.document(servers: "ws://api.example.com"), module: "Odd")
        #expect(!ImportHarness.file("api.yaml", of: socket).contains("environments"))
        #expect(socket.warnings.contains { $0.message.contains("is not an http(s) URL; left out") })
    }

    /// Names that are the schema language's own (`OrderedMap`) or members every model or request has once the
    /// generator derives them (`Self` and `self` → `selfParameter`, `init日本` → `init`, a union case `hashValue`).
    @Test func namesClearOfTheLanguageAndOfGeneratedMembers() async throws {
        let text = Self.document(
            paths: """
                  /things/{self}:
                    get:
                      operationId: getThing
                      parameters:
                        - { name: self, in: path, required: true, schema: { type: string } }
                        - { name: Self, in: query, schema: { type: string } }
                      responses:
                        "200":
                          description: The thing
                          content: { application/json: { schema: { $ref: "#/components/schemas/OrderedMap" } } }
                """,
            schemas: """
                    OrderedMap:
                      type: object
                      properties:
                        init日本: { type: string }
                        pick: { oneOf: [{ $ref: "#/components/schemas/HashValue" }, { type: integer }] }
                    HashValue:
                      type: object
                      required: [id]
                      properties: { id: { type: string } }
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  OrderedMap2:"), "\(models)")
        #expect(models.contains("{ type: HashValue, swift: hashValueValue }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }

    /// Shapes that apply in one place only.
    ///
    /// `deepObject` is a query style: in a header or a cookie it is not a pattern of names. A HEAD answer has no
    /// body. A form member whose name holds a brace cannot be said (a brace makes a pattern) and is left out.
    @Test func placesWhereAShapeDoesNotApply() async throws {
        let text = Self.document(
            paths: """
                  /things:
                    head:
                      operationId: checkThings
                      parameters:
                        - { name: X-Filter, in: header, style: deepObject, schema: { type: object } }
                        - { name: prefs, in: cookie, style: deepObject, schema: { type: object } }
                      responses:
                        "200":
                          description: Headers only
                          content: { text/event-stream: { schema: { type: string } } }
                    post:
                      operationId: addThing
                      requestBody:
                        content:
                          application/x-www-form-urlencoded:
                            schema: { type: object, properties: { "{x}Name": { type: string }, name: { type: string } } }
                      responses: { "204": { description: Added } }
                """)
        let result = try ImportHarness.importValidated(text, module: "Odd")
        let endpoints = result.files.filter { $0.name != "api.yaml" && $0.name != "models.yaml" }.map(\.contents)
            .joined()
        #expect(endpoints.contains("response: empty"), "\(endpoints)")
        #expect(!endpoints.contains("[{key}]"), "\(endpoints)")
        #expect(!endpoints.contains("{x}Name"), "\(endpoints)")
        #expect(result.warnings.contains { $0.message.contains("a HEAD answer has no body") })
        #expect(result.warnings.contains { $0.message.contains("holds a brace") })
        try await ImportHarness.expectTypeChecks(result, module: "Odd")
    }
}
