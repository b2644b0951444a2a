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

    /// Sends a request and returns its decoded response; every failure is a ``ClientError`` of the API.
    public func send<R: Request>(_ request: R) async throws(ClientError<API>) -> R.Response where R.API == API {
        try await exchange(request).value
    }

    /// Builds, runs and handles a request: its decoded response and the reply it came in (``sendForReply(_:)``).
    func exchange<R: Request>(_ request: R) async throws(ClientError<API>) -> (value: R.Response, reply: HTTPResponse)
    where R.API == API {
        let httpRequest = try makeHTTPRequest(for: request)
        let response: HTTPResponse
        do {
            response = try await run(httpRequest)
        } catch {
            throw ClientError.wrap(error)
        }
        return (try handle(response, for: request, context: makeContext()), response)
    }

    /// The context decoders of this client get: coding options, a registry snapshot, the issue handler.
    public func makeContext() -> ResponseContext {
        ResponseContext(codingOptions: API.codingOptions, registry: registry.snapshot(), issueHandler: issueHandler)
    }

    /// Decodes a recorded body for a request with no network: error envelope, status, then parsing.
    public func decodeRecorded<R: Request>(_ body: Data, for request: R, statusCode: Int = 200)
        throws(ClientError<API>) -> R.Response where R.API == API
    {
        try handle(HTTPResponse.recorded(body, statusCode: statusCode), for: request, context: makeContext())
    }

    /// Checks the API's error envelope, then the status, then parses the response.
    public func handle<R: Request>(_ response: HTTPResponse, for request: R, context: ResponseContext)
        throws(ClientError<API>) -> R.Response where R.API == API
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
    ///
    /// The settings for the request (``APIDefinition/settingParameters(_:)``, or only the `always: true` ones
    /// when it needs no authentication) and the request's parameters are placed together by one rule
    /// (``ParameterPlacement``); the query is then encoded once and the body built once.
    public func makeHTTPRequest<R: Request>(for request: R) throws(ClientError<API>) -> HTTPRequest
    where R.API == API {
        guard let base = environment.baseURL(forHost: request.host) else {
            throw .invalidRequest("no base URL for host '\(request.host)' in \(API.name)")
        }
        let settingParameters =
            request.requiresAuthentication
            ? API.settingParameters(settings) : API.unauthenticatedSettingParameters(settings)
        let booleans = API.codingOptions.parameterBooleans
        let url: URL
        let placement: ParameterPlacement
        var httpBody = HTTPBody.empty
        var headers = HTTPHeaders()
        do {
            placement = try request.placement(settings: settingParameters)
            let built = try ClientPipeline.makeURL(
                base: base, path: request.path, query: placement.query, booleans: booleans)
            // A later page of a link-paged request goes where the previous reply's `Link` said.
            if let linked = request as? any LinkPagedRequest, let link = linked.pageURL {
                url = try ClientPipeline.linkedURL(link, built: built)
            } else {
                url = built
            }
            if let body = request.wholeBody ?? placement.bodyParameters(booleans: booleans) {
                httpBody = try body.makeBody()
                headers.replaceOrAdd(name: "Content-Type", value: body.contentType)
            }
        } catch {
            throw ClientError.wrap(error)
        }
        for parameter in placement.headers {
            headers.replaceOrAdd(name: parameter.name, value: parameter.value.headerText)
        }
        for (name, value) in request.headerFields.sorted(by: { $0.key < $1.key }) {
            headers.replaceOrAdd(name: name, value: value)
        }
        if let cookies = CookieEncoding.fieldValue(of: placement.cookies, booleans: booleans) {
            headers.replaceOrAdd(name: "Cookie", value: CookieEncoding.merged(headers["Cookie"], adding: cookies))
        }
        if !headers.contains(name: "Accept") {
            headers.add(
                name: "Accept", value: API.wireFormat == .xml ? "application/xml, text/xml" : "application/json")
        }
        return HTTPRequest(
            method: request.method, url: url, headers: headers, body: httpBody, timeout: timeout,
            isIdempotent: request.isIdempotent, requiresAuthentication: request.requiresAuthentication)
    }
}
