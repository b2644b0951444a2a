import APIRuntime
import Foundation

/// A call to an endpoint the schema does not describe: a path, a method and parameters, answered as `JSONValue`.
///
/// It goes through the same client as the typed calls, so it is signed, carries the location, renews the session and
/// waits out `Retry-After` like them.
public struct RawRequest: Request {
    /// The API the request belongs to.
    public typealias API = EtilbudsavisAPI
    /// The body as JSON, whatever its shape (`null` for an empty body).
    public typealias Response = JSONValue

    /// The HTTP method.
    public var method: HTTPMethod
    /// The path under the API's base URL (`v2/`), such as `favorites/dealers`.
    public var path: String
    /// Query parameters for `GET`, `HEAD` and `DELETE`; JSON body members otherwise.
    public var parameters: Parameters

    /// Creates a raw request; the path's segments are percent-encoded as needed.
    public init(method: HTTPMethod = .get, path: String, parameters: Parameters = []) {
        self.method = method
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        self.path = trimmed.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? trimmed
        self.parameters = parameters
    }

    /// Reads any JSON body; an empty body is `null`.
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> JSONValue {
        guard !response.body.isEmpty else { return .null }
        return try JSONValue(data: response.body)
    }

    private static let pathCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#;")
        return allowed
    }()
}

extension JSONValue: ERNIdentifiable {
    /// The `ern` member of a JSON object, when it is a valid ERN.
    public var cacheERN: ERN? {
        guard let text = self["ern"]?.stringValue else { return nil }
        return ERN(text)
    }
}

extension EtilbudsavisClient {
    /// The ERN types of the endpoints whose `<endpoint>/<id>` paths name one object, for raw cached calls.
    static let rawEndpointTypes: [String: ERNType] = [
        "catalogs": .catalog, "offers": .offer, "dealers": .dealer, "stores": .store, "users": .user,
    ]

    /// Sends a call the schema lacks and returns its JSON; a `GET` caches every object with an `ern` in the
    /// answer (the object itself, or each element of an array).
    public func raw(
        _ path: String, method: HTTPMethod = .get, parameters: Parameters = []
    ) async throws(ClientError<EtilbudsavisAPI>) -> JSONValue {
        let request = RawRequest(method: method, path: path, parameters: parameters)
        let value = try await client.send(request)
        if method == .get { await storeRaw(value) }
        return value
    }

    /// A raw `GET` of `<endpoint>/<id>` that yields the cached object first when it is cached and fresh,
    /// then always the answer from the network, like ``cached(_:)``.
    public func cachedRaw(_ path: String, parameters: Parameters = []) -> AsyncThrowingStream<
        CachedResult<JSONValue>, any Error
    > {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: CachedResult<JSONValue>.self)
        let task = Task {
            if let ern = Self.rawERN(of: path), let object = await cache.object(for: ern, as: JSONValue.self) {
                continuation.yield(CachedResult(value: object, isFromCache: true))
            }
            do {
                let fresh = try await raw(path, parameters: parameters)
                continuation.yield(CachedResult(value: fresh, isFromCache: false))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The ERN a path of the form `<endpoint>/<id>` names, when the endpoint's objects have ERNs.
    static func rawERN(of path: String) -> ERN? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 2, let type = rawEndpointTypes[parts[0]] else { return nil }
        return try? ERN(type: type, id: parts[1])
    }

    private func storeRaw(_ value: JSONValue) async {
        switch value {
        case .object:
            await cache.store(value)
        case .array(let elements):
            await cache.store(elements.filter { $0.cacheERN != nil })
        default:
            break
        }
    }
}
