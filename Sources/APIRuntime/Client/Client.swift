import Foundation
import Logging

/// Sends an API's typed requests: builds the HTTP request, runs middleware and the transport, and decodes.
///
/// ```swift
/// let client = Client<BazaarvoiceAPI>(environment: .staging, settings: .init(passkey: "…"))
/// let reviews = try await client.send(DisplayReviews(limit: 10))
/// ```
public final class Client<API: APIDefinition>: Sendable {
    /// Where the API is reached.
    public let environment: API.Environment
    /// The settings sent with every authenticated request.
    public let settings: API.Settings
    /// The transport that sends HTTP requests.
    public let transport: any Transport
    /// The middleware, outermost first: the first sees the request first and the response last.
    public let middleware: [any Middleware]
    /// The logger of the client (middleware may log through their own).
    public let logger: Logger
    /// The API's type table with the user's overrides.
    public let registry: TypeRegistry
    /// The timeout of every request unless the transport's default should apply.
    public let timeout: Duration?
    /// Receives non-fatal decoding issues (unknown wire types, dropped fields); by default logged at `notice`.
    public let issueHandler: (@Sendable (DecodingIssue) -> Void)?

    /// Creates a client.
    public init(
        environment: API.Environment, settings: API.Settings, transport: any Transport = CurlTransport.shared,
        middleware: [any Middleware] = [], logger: Logger = Logger(label: "SchemaSDK.\(API.name)"),
        timeout: Duration? = nil, issueHandler: (@Sendable (DecodingIssue) -> Void)? = nil
    ) {
        self.environment = environment
        self.settings = settings
        self.transport = transport
        self.middleware = middleware
        self.logger = logger
        self.registry = TypeRegistry(table: API.typeTable)
        self.timeout = timeout
        self.issueHandler =
            issueHandler ?? { [logger] issue in logger.notice("decoding issue", metadata: ["issue": "\(issue)"]) }
    }

    /// Sends a request and returns its decoded response; every failure is a ``ClientError``.
    public func send<R: Request>(_ request: R) async throws(ClientError) -> R.Response where R.API == API {
        let httpRequest = try makeHTTPRequest(for: request)
        let response: HTTPResponse
        do {
            response = try await run(httpRequest)
        } catch {
            throw ClientError.wrap(error)
        }
        return try handle(response, for: request, context: makeContext())
    }

    /// The context decoders of this client get: coding options, a registry snapshot, the issue handler.
    public func makeContext() -> ResponseContext {
        ResponseContext(codingOptions: API.codingOptions, registry: registry.snapshot(), issueHandler: issueHandler)
    }

    /// Decodes a recorded body for a request with no network: error envelope, status, then parsing.
    public func decodeRecorded<R: Request>(_ body: Data, for request: R, statusCode: Int = 200) throws(ClientError)
        -> R.Response where R.API == API
    {
        try handle(HTTPResponse.recorded(body, statusCode: statusCode), for: request, context: makeContext())
    }

    /// Checks the API's error envelope, then the status, then parses the response.
    public func handle<R: Request>(_ response: HTTPResponse, for request: R, context: ResponseContext)
        throws(ClientError)
        -> R.Response where R.API == API
    {
        try ClientPipeline.handle(response, for: request, context: context)
    }

    /// Runs a built request through the middleware and the transport.
    public func run(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = self.transport
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            try Task.checkCancellation()
            return try await transport.send(request)
        }
        for middleware in self.middleware.reversed() {
            let inner = next
            next = { request in try await middleware.intercept(request, next: inner) }
        }
        return try await next(request)
    }

    /// Builds the HTTP request for a typed request: URL, settings, headers and body.
    public func makeHTTPRequest<R: Request>(for request: R) throws(ClientError) -> HTTPRequest where R.API == API {
        guard let base = environment.baseURL(forHost: request.host) else {
            throw ClientError.invalidRequest("no base URL for host '\(request.host)' in \(API.name)")
        }
        let settingParameters =
            request.requiresAuthentication
            ? API.settingParameters(settings) : API.unauthenticatedSettingParameters(settings)
        var query = Parameters()
        var bodySettings = Parameters()
        var headers = HTTPHeaders()
        for parameter in settingParameters {
            switch parameter.location {
            case .header: headers.add(name: parameter.name, value: parameter.value.headerText)
            case .query: query.append(parameter)
            case .derived where request.method.prefersQueryParameters: query.append(parameter)
            case .derived, .form, .multipart, .body: bodySettings.append(parameter)
            }
        }
        let booleans = API.codingOptions.parameterBooleans
        var body = request.bodyParameters
        if !bodySettings.isEmpty {
            if let existing = body {
                if let merged = merging(bodySettings, into: existing, booleans: booleans) {
                    body = merged
                } else {
                    query.append(contentsOf: bodySettings)
                }
            } else {
                let encoding: BodyEncoding =
                    bodySettings.contains { $0.location == .multipart }
                    ? .multipart : bodySettings.contains { $0.location == .form } ? .form : request.bodyEncoding
                body = makeBodyParameters(bodySettings, encoding: encoding, booleans: booleans)
            }
        }
        query.append(contentsOf: request.queryParameters)
        let url = try ClientPipeline.makeURL(base: base, path: request.path, query: query, booleans: booleans)
        for (name, value) in request.headerFields.sorted(by: { $0.key < $1.key }) {
            headers.replaceOrAdd(name: name, value: value)
        }
        if !headers.contains(name: "Accept") {
            headers.add(
                name: "Accept", value: API.wireFormat == .xml ? "application/xml, text/xml" : "application/json")
        }
        var httpBody = HTTPBody.empty
        if let body {
            do {
                httpBody = try body.makeBody()
            } catch {
                throw ClientError.wrap(error)
            }
            headers.replaceOrAdd(name: "Content-Type", value: body.contentType)
        }
        return HTTPRequest(
            method: request.method, url: url, headers: headers, body: httpBody, timeout: timeout,
            isIdempotent: request.isIdempotent, requiresAuthentication: request.requiresAuthentication)
    }
}
