import APIRuntime
import Foundation
import Logging

/// A conversation with one FogBugz server: check the API, log on, send commands with the token, log off.
///
/// BugzKit separates request objects from the operations that send them; here the requests are the
/// generated values (`ListProjects()`, `Search(query: "…")`, `EditCase(bugID: 7, …)`) and the session
/// sends them:
///
/// Every call throws `ClientError<FogBugzAPI>`: `.api` for the server's `<error code="N">` envelope,
/// `.session` for the session's own rules (``FogBugzSessionError``), and the runtime's `.transport`,
/// `.httpStatus`, `.decoding` and `.invalidRequest`.
///
/// ```swift
/// let session = try FogBugzSession(environment: .onDemand(account: "example"))
/// try await session.checkAPI()
/// try await session.logOn(email: "me@example.com", password: "…")
/// let projects = try await session.send(ListProjects()).projects
/// try await session.logOff()
/// ```
///
/// ``checkAPI()`` reads `api.xml`, refuses a server whose `minversion` is above
/// ``supportedAPIVersion`` and learns the command prefix (`api.asp?`), which every command is appended to
/// as text. After ``logOn(email:password:)`` the token travels with every command (in the body of a form POST,
/// as a text part of a multipart upload, otherwise in the query) until ``logOff()``. Sends may run concurrently.
public actor FogBugzSession {
    /// The XML API version this SDK was written for (FogBugz 8.1 and later speak version 8).
    public static let supportedAPIVersion = 8

    /// The server root, such as `https://example.fogbugz.com/` (without any `id=` of a trial server).
    public nonisolated let serverURL: URL
    /// The transport every request goes through.
    public nonisolated let transport: any Transport
    /// Middleware that runs outside the session's own (logging, retry), outermost first.
    public nonisolated let middleware: [any Middleware]
    /// Holds the logon token; the token middleware reads it for every command.
    nonisolated let authenticator = SessionAuthenticator()
    private let logger: Logger

    /// What `api.xml` said, once ``checkAPI()`` succeeded.
    public private(set) var apiInfo: APIInfo?
    /// The client for commands, built from the discovered command prefix.
    private var commandClient: Client<FogBugzAPI>?
    /// The logon token while logged on; store it (in the keychain, say) to reuse it later with
    /// ``logOn(token:)``: a token stays valid until logoff or a password change.
    public internal(set) var token: String?

    /// Creates a session for a server root; nothing is sent until the first call.
    public init(
        serverURL: URL, transport: any Transport = CurlTransport.shared, middleware: [any Middleware] = [],
        logger: Logger = Logger(label: "SchemaSDK.FogBugz")
    ) {
        self.serverURL = Self.directoryURL(serverURL)
        self.transport = transport
        self.middleware = middleware
        self.logger = logger
    }

    /// Creates a session for the `server` host of an environment, such as an On Demand account:
    /// `try FogBugzSession(environment: .onDemand(account: "example"))` talks to `https://example.fogbugz.com/`.
    ///
    /// A `default` host of the environment is ignored: the command prefix is always discovered from `api.xml`.
    /// Throws `.session(.noServerHost)` when the environment has no `server` host.
    public init(
        environment: FogBugzAPI.Environment, transport: any Transport = CurlTransport.shared,
        middleware: [any Middleware] = [], logger: Logger = Logger(label: "SchemaSDK.FogBugz")
    ) throws(ClientError<FogBugzAPI>) {
        guard let server = environment.baseURL(forHost: "server") else { throw .session(.noServerHost) }
        self.init(serverURL: server, transport: transport, middleware: middleware, logger: logger)
    }

    /// The URL every command is appended to (`https://example.fogbugz.com/api.asp?`), once discovered.
    public var commandPrefixURL: URL? {
        commandClient?.environment.baseURL(forHost: "default")
    }

    /// Whether a logon token is held.
    public var isLoggedOn: Bool { token != nil }

    /// Reads `api.xml`, checks the version and prepares the command prefix; returns what the server said.
    ///
    /// Throws, as `.session`, ``FogBugzSessionError/unsupportedAPIVersion(serverVersion:serverMinimumVersion:supportedVersion:)``
    /// when the server's `minversion` is above ``supportedAPIVersion``, and
    /// ``FogBugzSessionError/invalidCommandPrefix(_:)`` when `<url>` is not a relative reference.
    @discardableResult
    public func checkAPI() async throws(ClientError<FogBugzAPI>) -> APIInfo {
        let discovery = makeClient(hosts: ["server": serverURL], authenticated: false)
        let info = try await discovery.send(CheckAPI())
        guard info.minimumVersion <= Self.supportedAPIVersion else {
            throw .session(
                .unsupportedAPIVersion(
                    serverVersion: info.version, serverMinimumVersion: info.minimumVersion,
                    supportedVersion: Self.supportedAPIVersion))
        }
        let prefix: URL
        do {
            prefix = try Self.commandPrefix(info.urlPrefix, on: serverURL)
        } catch {
            throw .session(error)
        }
        commandClient = makeClient(hosts: ["default": prefix, "server": serverURL], authenticated: true)
        apiInfo = info
        logger.debug(
            "FogBugz API checked",
            metadata: ["version": "\(info.version)", "minversion": "\(info.minimumVersion)", "prefix": "\(prefix)"])
        return info
    }

    /// Sends a command with the session's token; runs ``checkAPI()`` first if it has not run yet.
    ///
    /// Failures: `.api` for the server's `<error code="N">` envelope (its code in `error?.code`), also on status 200; `.transport` for network failures and, with kind
    /// `TransportError.Kind.malformedResponse`, for replies that are not XML at all (an HTML page, an empty or
    /// truncated body); `.decoding` for XML of an unexpected shape, such as a document element other than
    /// `<response>` (checked also for commands whose reply is empty, like ``LogOff``); `.httpStatus` for an error
    /// status without an envelope.
    ///
    /// A successful answer to a command the schema's `auth.invalidatedBy` names (``LogOff``) ends the token, so the
    /// session forgets it; a failed one keeps it.
    public func send<R: Request>(_ request: R) async throws(ClientError<FogBugzAPI>) -> R.Response
    where R.API == FogBugzAPI {
        let response = try await client().send(request)
        if FogBugzAPI.Authentication.invalidatesToken(request) {
            await adopt(nil)
        }
        return response
    }

    /// The command client, discovering the API first when needed.
    func client() async throws(ClientError<FogBugzAPI>) -> Client<FogBugzAPI> {
        if let commandClient { return commandClient }
        try await checkAPI()
        guard let commandClient else { throw .session(.invalidCommandPrefix("")) }
        return commandClient
    }

    private func makeClient(hosts: [String: URL], authenticated: Bool) -> Client<FogBugzAPI> {
        var chain = middleware
        if authenticated {
            // The schema's `auth:` names the parameter, puts it in form bodies and declares no re-logon status.
            chain.append(FogBugzAPI.Authentication.middleware(authenticator: authenticator))
        }
        return Client<FogBugzAPI>(
            environment: .custom(hosts: hosts), settings: FogBugzAPI.Settings(), transport: transport,
            middleware: chain, logger: logger)
    }

    /// The server root with a trailing slash, so `api.xml` and the prefix append to it.
    static func directoryURL(_ url: URL) -> URL {
        let text = url.absoluteString
        guard !text.hasSuffix("/"), url.query == nil else { return url }
        return URL(string: text + "/") ?? url
    }

    /// The command prefix URL: the server root followed by `<url>` as text (`api.asp?id=7&` keeps its query).
    static func commandPrefix(_ prefix: String, on root: URL) throws(FogBugzSessionError) -> URL {
        let trimmed = prefix.trimmingCharacters(in: .whitespacesAndNewlines)
        // A relative reference: no scheme (no `:` before the query), not rooted, no backslashes.
        let beforeQuery = trimmed.prefix { $0 != "?" }
        let isRelative =
            !trimmed.isEmpty && !trimmed.hasPrefix("/") && !beforeQuery.contains(":") && !trimmed.contains("\\")
        guard isRelative, let url = URL(string: root.absoluteString + trimmed), url.host == root.host else {
            throw FogBugzSessionError.invalidCommandPrefix(prefix)
        }
        return url
    }
}
