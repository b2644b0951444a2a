import SDKGenCore
import Testing

/// Alias unions that refer to themselves inside a list or a map of a member (Discord's `ErrorDetails`, a JSON value
/// type) are typed unions of themselves; one that could hold itself as a member, even through another alias, stays
/// free-form JSON (decoding would try it again without reading anything); one whose members collapse into one type
/// is that type or free-form JSON, so its references stay sound.
@Suite struct OpenAPIRecursiveUnionImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Recursive, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /errors:
            get:
              operationId: getErrors
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/ErrorResponse" } } } }
          /value:
            get:
              operationId: getValue
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Value" } } } }
          /loop:
            get:
              operationId: getLoop
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/A" } } } }
          /same:
            get:
              operationId: getSame
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Same" } } } }
        components:
          schemas:
            ErrorResponse:
              type: object
              properties:
                errors: { $ref: "#/components/schemas/ErrorDetails" }
            ErrorDetails:
              oneOf:
                - { type: object, additionalProperties: { $ref: "#/components/schemas/ErrorDetails" } }
                - { $ref: "#/components/schemas/InnerErrors" }
            InnerErrors:
              type: object
              required: [_errors]
              properties:
                _errors: { type: array, items: { type: string } }
            Value:
              oneOf:
                - { type: string }
                - { type: number }
                - { type: array, items: { $ref: "#/components/schemas/Value" } }
                - { type: object, additionalProperties: { $ref: "#/components/schemas/Value" } }
                - { type: "null" }
            A:
              oneOf:
                - { $ref: "#/components/schemas/B" }
                - { type: array, items: { $ref: "#/components/schemas/A" } }
            B:
              oneOf:
                - { $ref: "#/components/schemas/A" }
                - { type: integer }
            Same:
              oneOf:
                - { type: array, items: { $ref: "#/components/schemas/Same" } }
                - { type: array, items: { $ref: "#/components/schemas/Same" } }
        """

    @Test func selfReferringUnionsAreTypedAndTheRestStaySound() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Recursive")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("  ErrorDetails: { oneOf: ['{string: ErrorDetails}', InnerErrors] }"), "\(models)")
        #expect(models.contains("  Value: { oneOf: [string, double, '[Value]', '{string: Value}'] }"), "\(models)")
        #expect(models.contains("      errors: { type: ErrorDetails, optional: true }"), "\(models)")
        #expect(models.contains("  A: { oneOf: [B, '[json]'] }"), "an alias member keeps the old rule: \(models)")
        #expect(models.contains("  Same: { oneOf: ['[Same]', json] }"), "\(models)")
        let warnings = ImportHarness.renderedWarnings(result, document: Self.document)
        #expect(warnings.contains("Same: warning: the union refers to itself but its members make '[Same]'"))
        try await ImportHarness.expectTypeChecks(result, module: "Recursive")
    }

    /// Unions whose members hold the union in a property (an expression tree, as InfluxDB's `Expression`).
    static let treeDocument = """
        openapi: 3.0.3
        info: { title: Trees, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /expr:
            get:
              operationId: getExpr
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Expr" } } } }
          /endless:
            get:
              operationId: getEndless
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Endless" } } } }
          /node:
            get:
              operationId: getNode
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Node" } } } }
        components:
          schemas:
            Expr:
              oneOf:
                - { $ref: "#/components/schemas/Binary" }
                - { $ref: "#/components/schemas/Literal" }
            Binary:
              type: object
              required: [op, left, right]
              properties:
                op: { type: string }
                left: { $ref: "#/components/schemas/Expr" }
                right: { $ref: "#/components/schemas/Expr" }
                args: { type: array, items: { $ref: "#/components/schemas/Expr" } }
            Literal:
              type: object
              required: [value]
              properties:
                value: { type: number }
            Node:
              oneOf:
                - { $ref: "#/components/schemas/Branch" }
                - { $ref: "#/components/schemas/Leaf" }
            Branch:
              type: object
              properties:
                children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                first: { $ref: "#/components/schemas/Node" }
                holder: { $ref: "#/components/schemas/Holder" }
            Leaf:
              type: object
              properties:
                text: { type: string }
            Holder:
              oneOf:
                - { $ref: "#/components/schemas/Node" }
                - { type: string }
            Endless:
              type: object
              required: [next]
              properties:
                next: { $ref: "#/components/schemas/Endless" }
        """

    @Test func unionsWhoseMembersHoldThemAreTypedInTheMembers() async throws {
        let result = try ImportHarness.importValidated(Self.treeDocument, module: "Trees")
        let models = ImportHarness.file("models.yaml", of: result)
        // Told apart by what they require: a union, and its members refer to it by name.
        #expect(models.contains("  Expr: { oneOf: [Binary, Literal] }"), "\(models)")
        #expect(models.contains("      left: Expr"), "\(models)")
        #expect(models.contains("      args: { type: '[Expr]', optional: true }"), "\(models)")
        // Not told apart: one struct under the union's name, which its members' properties hold (boxed by the
        // generator where a struct would hold itself).
        #expect(models.contains("  Node:\n    description: 'Any of `Branch`, `Leaf`"), "\(models)")
        #expect(models.contains("      children: { type: '[Node]', optional: true }"), "\(models)")
        #expect(models.contains("      first: { type: Node, optional: true }"), "\(models)")
        // A union still being mapped is tried after the members that cannot fit any object.
        #expect(models.contains("  Holder: { oneOf: [string, Node] }"), "\(models)")
        let warnings = ImportHarness.renderedWarnings(result, document: Self.treeDocument)
        #expect(!warnings.contains("through aliases only"), "\(warnings)")
        // A struct that requires itself has no finite value: that property is free-form JSON, with a warning.
        #expect(models.contains("  Endless:\n    properties: { next: json }"), "\(models)")
        #expect(warnings.contains("'Endless' would require itself by value through 'Endless'"), "\(warnings)")
        #expect(!warnings.contains("'Node' would"), "\(warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Trees")
    }

    /// A list alias of a union whose member holds the list again (Apideck's `BalanceSheetAccounts`) is a list of
    /// the reserved union; the inner reference was free-form JSON ("refers to itself through aliases only").
    @Test func aListOfAUnionThatHoldsTheListIsTyped() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Ledger, version: "1" }
            servers: [{ url: "https://ledger.example.com" }]
            paths:
              /balance-sheet:
                get:
                  operationId: getBalanceSheet
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Accounts" } } }
            components:
              schemas:
                Accounts:
                  type: array
                  nullable: true
                  items:
                    anyOf: [{ $ref: "#/components/schemas/Account" }, { $ref: "#/components/schemas/Record" }]
                Account:
                  type: object
                  required: [account_id]
                  properties:
                    account_id: { type: string }
                    items: { $ref: "#/components/schemas/Accounts" }
                Record:
                  type: object
                  required: [record_id]
                  properties: { record_id: { type: string }, value: { type: number } }
            """
        let result = try ImportHarness.importValidated(document, module: "Ledger")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("AccountsItem: { oneOf: [Account, Record] }"), "\(models)")
        #expect(models.contains("items: { type: '[AccountsItem]', optional: true, nullable: true }"), "\(models)")
        #expect(!result.warnings.contains { $0.message.contains("aliases only") }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Ledger")
    }

    /// A self-referring union with a member that is an alias union of objects.
    ///
    /// Figma's `Action` lists `UpdateMediaRuntimeAction`, a union of three objects, and a conditional action's blocks
    /// hold more actions. The alias member cannot hold `Action` as a member, so `Action` is reserved and typed where
    /// its members hold it; the blocks' `actions` were free-form JSON.
    @Test func anAliasMemberThatCannotHoldTheUnionKeepsItTyped() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Prototype, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /actions:
                get:
                  operationId: getActions
                  responses:
                    "200":
                      description: ok
                      content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Action" } } } }
            components:
              schemas:
                Action:
                  oneOf:
                    - { $ref: "#/components/schemas/OpenURLAction" }
                    - { $ref: "#/components/schemas/MediaAction" }
                    - { $ref: "#/components/schemas/ConditionalAction" }
                OpenURLAction:
                  type: object
                  required: [type, url]
                  properties: { type: { type: string }, url: { type: string } }
                MediaAction:
                  oneOf: [{ $ref: "#/components/schemas/PlayAction" }, { $ref: "#/components/schemas/MuteAction" }]
                PlayAction:
                  type: object
                  required: [mediaAction]
                  properties: { mediaAction: { type: string }, time: { type: number } }
                MuteAction:
                  type: object
                  required: [mediaAction, muted]
                  properties: { mediaAction: { type: string }, muted: { type: boolean } }
                ConditionalAction:
                  type: object
                  required: [type, blocks]
                  properties:
                    type: { type: string }
                    blocks: { type: array, items: { $ref: "#/components/schemas/ConditionalBlock" } }
                ConditionalBlock:
                  type: object
                  required: [actions]
                  properties: { actions: { type: array, items: { $ref: "#/components/schemas/Action" } } }
            """
        let result = try ImportHarness.importValidated(document, module: "Prototype")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("properties: { actions: '[Action]' }"), "\(models)")
        let warnings = ImportHarness.renderedWarnings(result, document: document)
        #expect(!warnings.contains("through aliases only"), "\(warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Prototype")
    }
}
