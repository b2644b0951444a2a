import APIRuntime
import Foundation

extension BridgeSession {
    /// Sends a request and decodes its answer as the type you name: your type registered for the answer's `"type"`
    /// (through ``objectManager``), or a generated model.
    ///
    /// ```swift
    /// session.objectManager.setupMapping(forType: "StudyParticipant", to: AppParticipant.self,
    ///                                    fieldToPropertyMappings: ["firstName": "givenName"])
    /// let me = try await session.send(GetParticipantSelf(), as: AppParticipant.self)
    /// ```
    ///
    /// Mappings apply at every depth: nested objects of registered types are renamed by their mappings, so your
    /// type's properties may be your types too. ``BridgeObjectManager/clearMapping(forType:)`` undoes a mapping for
    /// later calls.
    ///
    /// - Throws: `ClientError.decoding` when the answer does not fit `type` or is of another registered type;
    ///   otherwise what ``send(_:)`` throws.
    public func send<R: Request, T: Decodable & Sendable>(
        _ request: R, as type: T.Type
    ) async throws(ClientError<SageBridgeAPI>) -> T where R.API == SageBridgeAPI {
        let raw = try await send(RawJSONRequest(base: request))
        let context = objectManager.responseContext()
        do {
            return try context.registry.decode(raw, as: T.self, discriminator: .field("type"), context: context)
        } catch {
            throw ClientError(error)
        }
    }

    /// Sends a request whose answer is a list (a JSON array or a list envelope with `items`) and decodes each item
    /// as the type you name, as ``send(_:as:)`` does for one object.
    public func items<R: Request, T: Decodable & Sendable>(
        of request: R, as type: T.Type
    ) async throws(ClientError<SageBridgeAPI>) -> [T] where R.API == SageBridgeAPI {
        let raw = try await send(RawJSONRequest(base: request))
        guard case .array(let elements) = raw["items"] ?? raw else {
            throw .decoding(
                DecodingFailure(
                    codingPath: "", message: "neither an array nor a list with items",
                    bodySnippet: DecodingFailure.snippet(of: (try? raw.serialized()) ?? Data())))
        }
        let context = objectManager.responseContext()
        var values: [T] = []
        for element in elements {
            do {
                values.append(
                    try context.registry.decode(element, as: T.self, discriminator: .field("type"), context: context))
            } catch {
                throw ClientError(error)
            }
        }
        return values
    }
}
