/// Emits an API's testing library, `<Module>Testing`: its stub transport with a route per request type.
///
/// The machinery (``StubTransport``, `Stub`, `StubRoute` in the runtime's `APIRuntimeTesting`) is generic;
/// only what the schema knows is generated: each endpoint's method, path and constant parameters, the hosts,
/// and an `apiError` answer for the API's error envelope.
struct StubsEmitter {
    let context: EmitContext

    /// The name of the generated stub transport, `<Module>Stubs`.
    var stubsName: String { "\(context.api.module)Stubs" }

    func emit(into buffer: inout SwiftBuffer) {
        let api = context.apiName
        let module = context.api.module
        buffer.doc(
            nil,
            fallback: "A stub transport that answers \(module) requests by type, for tests of code that uses the SDK: "
                + "`stubs.on(Request.self) { request in .value(…) }`, then `stubs.calls(to:)`.")
        buffer.line("public typealias \(stubsName) = StubTransport<\(api)>")
        buffer.line()
        buffer.block("extension StubTransport where API == \(api) {") { body in
            body.doc(nil, fallback: "Creates a stub transport that recognises every \(module) request type.")
            let endpoints = context.schema.endpoints.filter { !$0.deprecated }
            // Deprecated endpoints' routes come through a protocol, so listing them does not warn (see below).
            let deprecated = context.schema.endpoints.contains { $0.deprecated }
            if endpoints.isEmpty && !deprecated {
                body.line("public convenience init() { self.init(routes: []) }")
            } else if !deprecated {
                body.block("public convenience init() {") { initializer in
                    emitList(endpoints, opening: "self.init(routes: ", closing: ")", into: &initializer)
                }
            } else {
                body.block("public convenience init() {") { initializer in
                    if endpoints.isEmpty {
                        initializer.line("self.init(routes: \(deprecatedRoutes).all)")
                    } else {
                        emitList(endpoints, opening: "var routes = ", closing: "", into: &initializer)
                        initializer.line("routes += \(deprecatedRoutes).all")
                        initializer.line("self.init(routes: routes)")
                    }
                }
            }
            body.line()
            body.doc(
                nil,
                fallback:
                    "An environment of placeholder hosts (`https://<host>.stub.invalid/`): nothing leaves the process.")
            body.block("public var environment: \(api).Environment {") { getter in
                let hosts = context.api.hosts.map { host in
                    "\(StringLiteral.quoted(host)): URL(string: \(StringLiteral.quoted("https://\(host.lowercased()).stub.invalid/")))!"
                }
                if hosts.count == 1 {
                    getter.line(".custom(hosts: [\(hosts[0])])")
                } else {
                    getter.line(".custom(hosts: [")
                    for host in hosts { getter.line("    \(host),") }
                    getter.line("])")
                }
            }
            body.line()
            body.doc(nil, fallback: "A client that sends through these stubs, with the given settings.")
            body.block("public func client(settings: \(api).Settings) -> Client<\(api)> {") { method in
                method.line("Client(environment: environment, settings: settings, transport: self)")
            }
        }
        if let errors = context.api.errors {
            let model = context.swiftType(errors.model.type)
            let status = errors.checkAlways ? 200 : 400
            buffer.line()
            buffer.block("extension Stub {") { body in
                body.doc(
                    nil,
                    fallback:
                        "The API's error envelope `\(model)`, encoded as \(module) sends it (HTTP \(status) unless "
                        + "`status` says otherwise); the client throws it as the API's error.")
                body.block("public static func apiError(_ error: \(model), status: Int = \(status)) -> Stub {") {
                    method in
                    method.line("encoded(error, status: status)")
                }
            }
        }
        emitDeprecatedRoutes(into: &buffer)
    }

    /// `<Module>DeprecatedStubRoutes`: the routes of the deprecated endpoints.
    private var deprecatedRoutes: String { "\(context.api.module)DeprecatedStubRoutes" }
    /// `<Module>DeprecatedStubRouteList`: the protocol they are read through.
    private var deprecatedRouteList: String { "\(context.api.module)DeprecatedStubRouteList" }

    /// The deprecated endpoints' routes, in a `@available(*, deprecated)` member that `all` reads through a protocol
    /// requirement: a deprecated request type named anywhere else would make the testing library build with a
    /// warning per deprecated endpoint (GitHub's SDK: hundreds).
    private func emitDeprecatedRoutes(into buffer: inout SwiftBuffer) {
        let endpoints = context.schema.endpoints.filter(\.deprecated)
        guard !endpoints.isEmpty else { return }
        buffer.line()
        buffer.doc(nil, fallback: "Lists routes; read through it, a deprecated member lists them without a warning.")
        buffer.block("private protocol \(deprecatedRouteList) {") { body in
            body.doc(nil, fallback: "The routes.")
            body.line("static var routes: [StubRoute] { get }")
        }
        buffer.line()
        buffer.doc(nil, fallback: "The routes of the deprecated endpoints, deprecated as the endpoints are.")
        buffer.block("private enum \(deprecatedRoutes): \(deprecatedRouteList) {") { body in
            body.doc(nil, fallback: "The routes, read through the protocol.")
            body.line("static var all: [StubRoute] { (Self.self as any \(deprecatedRouteList).Type).routes }")
            body.line()
            body.doc(nil, fallback: "The routes.")
            body.line("@available(*, deprecated)")
            body.block("static var routes: [StubRoute] {") { getter in
                emitList(endpoints, opening: "", closing: "", into: &getter)
            }
        }
    }

    /// `opening[route]closing` on one line when one route fits, else one route per line with a trailing comma.
    private func emitList(
        _ endpoints: [Endpoint], opening: String, closing: String, into buffer: inout SwiftBuffer
    ) {
        let single = endpoints.count == 1 ? "\(opening)[\(route(endpoints[0]))]\(closing)" : nil
        if let single, single.count + 8 <= LineWrapper.limit {
            buffer.line(single)
            return
        }
        buffer.line("\(opening)[")
        for endpoint in endpoints { buffer.line("    \(route(endpoint)),") }
        buffer.line("]\(closing)")
    }

    /// `StubRoute(Name.self, method: .get, path: "…", constants: [...])`.
    private func route(_ endpoint: Endpoint) -> String {
        var text =
            "StubRoute(\(endpoint.swiftName).self, method: .\(endpoint.method.rawValue.lowercased()), path: \(StringLiteral.quoted(endpoint.path))"
        let constants = endpoint.parameters.compactMap { parameter in
            parameter.constant.map { "\(StringLiteral.quoted(parameter.sentName)): \(StringLiteral.quoted($0))" }
        }
        if !constants.isEmpty { text += ", constants: [\(constants.joined(separator: ", "))]" }
        return text + ")"
    }
}

/// Emits the files of an API's testing library, `Sources/<Module>Testing/Generated/`.
public struct TestingGenerator: Sendable {
    /// The schema folder's display path, like `Schemas/Bazaarvoice` (for the banner).
    public var schemaFolder: String
    /// The version written into banners.
    public var version: String

    /// Creates a generator.
    public init(schemaFolder: String, version: String = Pipeline.version) {
        self.schemaFolder = schemaFolder
        self.version = version
    }

    /// The module the files belong to, `<Module>Testing`.
    public static func module(of schema: Schema) -> String? {
        schema.api.map { "\($0.module)Testing" }
    }

    /// `<Module>Stubs.generated.swift`; empty when the schema has no `api` section.
    public func generate(_ schema: Schema) -> [GeneratedFile] {
        guard let api = schema.api else { return [] }
        let context = EmitContext(schema: schema, api: api)
        var buffer = SwiftBuffer()
        StubsEmitter(context: context).emit(into: &buffer)
        var text = Banner.text(sources: schema.files, version: version, schemaFolder: schemaFolder)
        let imports = ["APIRuntime", "APIRuntimeTesting", api.module, "Foundation"].sorted()
        text += "\n" + imports.map { "import \($0)\n" }.joined() + "\n"
        var files = [GeneratedFile(path: "\(api.module)Stubs.generated.swift", contents: text + buffer.text)]
        let xml = XMLStubsEmitter(context: context)
        if xml.applies {
            var xmlBuffer = SwiftBuffer()
            xml.emit(into: &xmlBuffer)
            files.append(GeneratedFile(path: "\(api.module)XMLStubs.generated.swift", contents: text + xmlBuffer.text))
        }
        return files
    }
}
