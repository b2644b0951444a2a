import APIRuntime
import AsyncHTTPClient
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP client under test: sends a GET and checks the answer.
protocol BenchClient: Sendable {
    /// The name in the results table.
    var name: String { get }
    /// Sends one GET and waits for the whole body; throws unless the status is 200.
    func get(_ url: URL) async throws
}

extension BenchClient {
    /// Opens the keep-alive connection before measuring.
    func prepare(_ url: URL) async throws {
        try await get(url)
    }
}

/// A non-200 answer.
struct UnexpectedStatus: Error {
    /// The status received.
    let status: Int
}

/// The clients compared, in table order; the runtime's transports appear once they exist in the
/// main package (`Package.swift` looks for them and sets the `HAVE_…` conditions).
enum TransportClients {
    /// Every client available in this build.
    static func all() -> [any BenchClient] {
        var clients: [any BenchClient] = []
        #if HAVE_CURL_TRANSPORT
            clients.append(RuntimeTransportClient(name: "CurlTransport", transport: CurlTransport()))
        #endif
        #if HAVE_CURL_BUSY_POLL
            // The same transport opting into busy polling (off by default): speed bought with CPU.
            clients.append(
                RuntimeTransportClient(
                    name: "CurlTransport with busy polling",
                    transport: CurlTransport(configuration: .init(busyPollWindow: .microseconds(200)))))
        #endif
        #if HAVE_CURL_CALLER_THREAD
            // The opt-in thread settings (off by default): callers run on the transport's thread after `send`.
            clients.append(
                RuntimeTransportClient(
                    name: "CurlTransport sequential callers on its thread",
                    transport: CurlTransport(configuration: .init(callerThread: .sequentialCallers))))
            clients.append(
                RuntimeTransportClient(
                    name: "CurlTransport every caller on its thread",
                    transport: CurlTransport(configuration: .init(callerThread: .allCallers))))
        #endif
        #if HAVE_URLSESSION_TRANSPORT
            // The same session settings as the direct URLSession client (16 connections per host).
            clients.append(
                RuntimeTransportClient(
                    name: "URLSessionTransport",
                    transport: URLSessionTransport(session: FoundationURLSessionClient.makeSession())))
        #endif
        clients.append(FoundationURLSessionClient())
        clients.append(AsyncHTTPClientClient())
        return clients
    }
}

/// A transport of the runtime, sent an `HTTPRequest` as the client would.
struct RuntimeTransportClient: BenchClient {
    let name: String
    let transport: any Transport

    func get(_ url: URL) async throws {
        let response = try await transport.send(HTTPRequest(method: .get, url: url))
        guard response.statusCode == 200, !response.body.isEmpty else {
            throw UnexpectedStatus(status: response.statusCode)
        }
    }
}

/// Foundation's `URLSession` used directly (the ground `URLSessionTransport` stands on).
struct FoundationURLSessionClient: BenchClient {
    let name = "URLSession (Foundation, direct)"
    let session: URLSession

    init() {
        session = Self.makeSession()
    }

    /// An ephemeral session allowing 16 connections per host.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 16
        return URLSession(configuration: configuration)
    }

    func get(_ url: URL) async throws {
        let (data, response) = try await session.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200, !data.isEmpty else { throw UnexpectedStatus(status: status) }
    }
}

/// AsyncHTTPClient's shared client (SwiftNIO), body collected in memory.
struct AsyncHTTPClientClient: BenchClient {
    let name = "AsyncHTTPClient"

    func get(_ url: URL) async throws {
        let request = HTTPClientRequest(url: url.absoluteString)
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        guard response.status.code == 200, body.readableBytes > 0 else {
            throw UnexpectedStatus(status: Int(response.status.code))
        }
    }
}
