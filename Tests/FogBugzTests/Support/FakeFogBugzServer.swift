import APIRuntimeTesting
import Foundation
import LoopbackServer

/// A FogBugz server on 127.0.0.1 that answers like the XML API.
///
/// It implements discovery, logon with token checks, lists, search, case edits and mail (form or multipart),
/// marking a case viewed and logoff, and records every command it receives.
final class FakeFogBugzServer: @unchecked Sendable {
    /// What the fake server is told to be.
    struct Configuration: Sendable {
        /// `<version>` of api.xml.
        var version = 8
        /// `<minversion>` of api.xml.
        var minimumVersion = 1
        /// `<url>` of api.xml; the `site=7` query proves the prefix is appended to, not resolved against.
        var urlPrefix = "api.asp?site=7&"
        /// The one account that can log on.
        var email = "rafael@hybridgroup.com"
        /// Its password (with characters that need form escaping).
        var password = "p&ss w=rd+é"
        /// An email that matches several people (error 2).
        var ambiguousEmail = "Ramon"
        /// The people such an email matches.
        var ambiguousPeople = ["Ramon Martinez", "Ramon Sanchez"]
        /// Commands answered with a fixed response instead of the normal one (`"listPeople": .html(…)`).
        var overrides: [String: LoopbackResponse] = [:]
        /// Commands never answered while the server runs (released by ``stop()``): a slow server,
        /// without a clock.
        var stalled: Set<String> = []
    }

    /// One command as the server decoded it.
    struct Command: Sendable {
        /// The HTTP method.
        var method: String
        /// The request target as sent.
        var uri: String
        /// The `Content-Type` of the body, if any.
        var contentType: String?
        /// The query's items.
        var query: [URLQueryItem]
        /// The body's fields: form fields or the text parts of a multipart body.
        var fields: [String: String]
        /// Every part of a multipart body, in order (empty for other bodies).
        var parts: [MultipartBody.Part]
        /// The value of `cmd`, from the query or the body.
        var cmd: String? { value("cmd") }
        /// The value of a parameter, from the query or the body.
        func value(_ name: String) -> String? {
            query.first { $0.name == name }?.value ?? fields[name]
        }
    }

    /// The underlying loopback server.
    let server: LoopbackServer
    /// The configuration.
    let configuration: Configuration

    private let lock = NSLock()
    private var tokens: Set<String> = []
    private var issued = 0
    private var received: [Command] = []
    /// Opened by ``stop()``: lets stalled commands go.
    private let release = LoopbackGate()
    /// One gate per command name, opened when that command first arrives.
    private var arrivals: [String: LoopbackGate] = [:]

    private init(server: LoopbackServer, configuration: Configuration) {
        self.server = server
        self.configuration = configuration
    }

    /// Starts a fake server.
    static func start(_ configuration: Configuration = Configuration()) async throws -> FakeFogBugzServer {
        let box = HandlerBox()
        let server = try await LoopbackServer.start { request in
            guard let fake = box.fake else { return .status(503) }
            return try await fake.answer(request)
        }
        let fake = FakeFogBugzServer(server: server, configuration: configuration)
        box.fake = fake
        return fake
    }

    /// The server root, as a user would type it (`http://127.0.0.1:port/`).
    var rootURL: URL { server.baseURL }

    /// The commands received so far (api.xml not included), in order.
    var commands: [Command] {
        lock.synchronized { received }
    }

    /// The commands the server answered completely (not those still stalled or whose client left).
    var answeredCommands: [Command] {
        server.answeredRequests.compactMap { try? decode($0) }
    }

    /// The tokens currently valid.
    var validTokens: Set<String> {
        lock.synchronized { tokens }
    }

    /// Returns once a command of this name has arrived (at once if one has).
    func waitForArrival(of cmd: String) async {
        await arrivalGate(cmd).wait()
    }

    /// Stops the server (stalled commands are let go first).
    func stop() async {
        release.open()
        await server.stop()
    }

    private func arrivalGate(_ cmd: String) -> LoopbackGate {
        lock.synchronized {
            if let gate = arrivals[cmd] { return gate }
            let gate = LoopbackGate()
            arrivals[cmd] = gate
            return gate
        }
    }

    private func answer(_ request: LoopbackRequest) async throws -> LoopbackResponse {
        if request.path == "/api.xml" {
            guard request.method == "GET" else { return .status(405) }
            return .xml(
                """
                <?xml version="1.0" encoding="UTF-8"?><response><version>\(configuration.version)</version>\
                <minversion>\(configuration.minimumVersion)</minversion><url>\(Self.escaped(configuration.urlPrefix))</url>\
                <private>ignored</private></response>
                """)
        }
        guard request.path == "/api.asp" else { return .html("<html><body>Not found</body></html>", status: 404) }
        let command = try decode(request)
        lock.synchronized { received.append(command) }
        if let cmd = command.cmd {
            arrivalGate(cmd).open()
            if configuration.stalled.contains(cmd) { await release.wait() }
        }
        if let override = command.cmd.flatMap({ configuration.overrides[$0] }) {
            return override
        }
        return try respond(to: command)
    }

    private func respond(to command: Command) throws -> LoopbackResponse {
        if command.cmd == "logon", command.value("email") != nil {
            return logOn(command)
        }
        guard let token = command.value("token"), lock.synchronized({ tokens.contains(token) }) else {
            return Self.error(3, "Not logged on")
        }
        switch command.cmd {
        case "logon":
            return .xml("<response><token><![CDATA[\(token)]]></token></response>")
        case "logoff":
            lock.synchronized { _ = tokens.remove(token) }
            return .xml("<?xml version=\"1.0\" encoding=\"UTF-8\"?><response></response>")
        case "listProjects": return .xml(try Fixtures.text("list_projects.xml"))
        case "listPeople": return .xml(try Fixtures.text("list_people.xml"))
        case "listFixFors": return .xml(try Fixtures.text("list_fixfors.xml"))
        case "search": return .xml(Self.searchReply)
        case "setCurrentFilter":
            return .xml("<response></response>")
        case "new":
            return .xml(
                "<response><case ixBug=\"42\" operations=\"edit,assign,resolve,email,remind\"></case></response>")
        case "edit", "assign", "resolve", "reactivate", "close", "reopen", "email", "reply", "forward":
            guard let bug = command.value("ixBug") else { return Self.error(4, "Argument is missing from query") }
            return .xml(
                "<response><case ixBug=\"\(bug)\" operations=\"edit,assign,resolve,email,remind\"></case></response>")
        case "view":
            // D-MS-CASES: the reply is empty.
            guard command.value("ixBug") != nil else { return Self.error(4, "Argument is missing from query") }
            return .xml("<response></response>")
        case "listFilters": return .xml(Self.filtersReply)
        case "listIntervals": return .xml(Self.intervalsReply)
        case "startWork":
            guard command.value("ixBug") == "7" else { return Self.error(7, "Time tracking problem") }
            return .xml("<response></response>")
        case "stopWork": return .xml("<response/>")
        default:
            return Self.error(27, "No such command")
        }
    }

    private func logOn(_ command: Command) -> LoopbackResponse {
        let email = command.value("email")
        if email == configuration.ambiguousEmail {
            let people = configuration.ambiguousPeople.map { "<person><![CDATA[\($0)]]></person>" }.joined()
            return .xml("<response><error code=\"2\">Ambiguous Logon</error><people>\(people)</people></response>")
        }
        guard email == configuration.email, command.value("password") == configuration.password else {
            return Self.error(1, "Incorrect password or username")
        }
        let token = lock.synchronized {
            issued += 1
            let token = "token\(issued)x26jgegikmofn27rcd6ql676fso9r22"
            tokens.insert(token)
            return token
        }
        return .xml(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><response><token><![CDATA[\(token)]]></token></response>")
    }

    private func decode(_ request: LoopbackRequest) throws -> Command {
        let contentType = request.header("Content-Type")
        var fields: [String: String] = [:]
        var parts: [MultipartBody.Part] = []
        if let contentType, MultipartBody.boundary(ofContentType: contentType) != nil {
            parts = try MultipartBody(body: request.body, contentType: contentType).parts
            for part in parts where part.filename == nil {
                fields[part.name] = part.text
            }
        } else if contentType?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true {
            for item in request.formItems {
                fields[item.name] = item.value ?? ""
            }
        }
        return Command(
            method: request.method, uri: request.uri, contentType: contentType, query: request.queryItems,
            fields: fields, parts: parts)
    }

    /// Text escaped for XML character data.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// `<response><error code="N">message</error></response>`.
    static func error(_ code: Int, _ message: String) -> LoopbackResponse {
        .xml(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><response><error code=\"\(code)\"><![CDATA[\(message)]]></error></response>"
        )
    }

    /// A search reply with one case, its tags and two events (one with an attachment).
    static let searchReply = """
        <?xml version="1.0" encoding="UTF-8"?><response><cases count="1">\
        <case ixBug="7" operations="edit,assign,resolve,email,remind"><ixBug>7</ixBug>\
        <sTitle><![CDATA[Crash when <saving> & quitting]]></sTitle><fOpen>1</fOpen>\
        <ixBugChildren>12,25</ixBugChildren><tags><tag><![CDATA[crash]]></tag></tags>\
        <hrsCurrEst>1.5</hrsCurrEst><dtOpened>2012-03-21T21:27:33Z</dtOpened><dtDue></dtDue>\
        <events><event ixBugEvent="15" ixBug="7"><ixBugEvent>15</ixBugEvent><evt>1</evt>\
        <sVerb><![CDATA[Opened]]></sVerb><ixPerson>2</ixPerson><dt>2012-03-21T21:27:33Z</dt>\
        <s><![CDATA[It crashes.]]></s><fEmail>0</fEmail><rgAttachments><attachment>\
        <sFileName><![CDATA[crash.log]]></sFileName>\
        <sURL><![CDATA[default.asp?pg=pgDownload&amp;ixAttachment=3]]></sURL></attachment></rgAttachments></event>\
        <event ixBugEvent="16" ixBug="7"><evt>3</evt><sVerb><![CDATA[Assigned to Ramon]]></sVerb>\
        <dt>2012-03-22T08:00:00Z</dt><s></s><fEmail>false</fEmail><rgAttachments/></event></events>\
        </case></cases></response>
        """
}

extension FakeFogBugzServer {
    /// A filter list whose third filter is the current one.
    static let filtersReply = """
        <response><filters><filter type="builtin" sFilter="ez">My Cases</filter>\
        <filter type="saved" sFilter="4"><![CDATA[Jason's tickets]]></filter>\
        <filter type="shared" sFilter="49" status="current"><![CDATA[Closed Host Setup]]></filter></filters></response>
        """

    /// Two intervals: a finished one and a running one (empty `dtEnd`).
    static let intervalsReply = """
        <response><intervals><interval><ixInterval>31</ixInterval><ixPerson>2</ixPerson><ixBug>7</ixBug>\
        <dtStart>2012-03-21T09:00:00Z</dtStart><dtEnd>2012-03-21T10:30:00Z</dtEnd><fDeleted>false</fDeleted>\
        <sTitle><![CDATA[Crash when <saving>]]></sTitle></interval><interval><ixInterval>32</ixInterval>\
        <ixPerson>2</ixPerson><ixBug>7</ixBug><dtStart>2012-03-22T08:00:00Z</dtStart><dtEnd></dtEnd>\
        <fDeleted>0</fDeleted><sTitle><![CDATA[Crash when <saving>]]></sTitle></interval></intervals></response>
        """
}

/// Lets the loopback handler reach the fake server created after it.
private final class HandlerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: FakeFogBugzServer?

    var fake: FakeFogBugzServer? {
        get { lock.synchronized { stored } }
        set { lock.synchronized { stored = newValue } }
    }
}

extension NSLock {
    /// Runs `body` holding the lock (`NSLocking.withLock` needs macOS 14; the package supports macOS 13).
    fileprivate func synchronized<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
