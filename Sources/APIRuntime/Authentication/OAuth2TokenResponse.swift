import Foundation

/// Reads a token endpoint's answer (RFC 6749 §5.1, §5.2) into an ``AccessToken`` or an ``AuthenticationFailure``.
enum OAuth2TokenResponse {
    /// The token of a 2xx answer; the refusal of any other.
    static func parse(_ response: HTTPResponse, now: Date) throws(AuthenticationFailure) -> AccessToken {
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        guard response.isSuccess else {
            throw .tokenRejected(
                status: response.statusCode, error: object?["error"] as? String,
                description: object?["error_description"] as? String)
        }
        guard let object else { throw .malformedTokenResponse("the body is not a JSON object") }
        guard let value = object["access_token"] as? String, !value.isEmpty else {
            throw .malformedTokenResponse("no 'access_token' string")
        }
        if let type = object["token_type"] as? String, type.lowercased() != "bearer" {
            throw .malformedTokenResponse("token type '\(type)' is not 'bearer'")
        }
        let expiresIn: Double?
        switch object["expires_in"] {
        case nil, is NSNull: expiresIn = nil
        case let number as NSNumber where !(number is Bool) && number.doubleValue >= 0: expiresIn = number.doubleValue
        case let text as String where DecimalText.double(text).map({ $0 >= 0 }) == true:
            expiresIn = DecimalText.double(text)
        default: throw .malformedTokenResponse("'expires_in' is not a number of seconds")
        }
        return AccessToken(
            value, refreshToken: object["refresh_token"] as? String,
            expiresAt: expiresIn.map { now.addingTimeInterval($0) }, scope: object["scope"] as? String)
    }
}
