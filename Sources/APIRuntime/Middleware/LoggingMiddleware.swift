import Foundation
import Logging

/// Logs every exchange through swift-log with secrets redacted (query parameters, form fields, JSON members, headers).
public struct LoggingMiddleware: Middleware {
    /// The logger.
    public let logger: Logger
    /// What counts as secret.
    public let redactor: Redactor
    /// The level of request and response lines.
    public let level: Logger.Level
    /// Whether headers and bodies are logged too (at `trace`).
    public let logsBodies: Bool

    /// Creates the middleware.
    public init(
        logger: Logger, redactor: Redactor = Redactor(), level: Logger.Level = .debug, logsBodies: Bool = false
    ) {
        self.logger = logger
        self.redactor = redactor
        self.level = level
        self.logsBodies = logsBodies
    }

    /// Logs the request, sends it, logs the response or the failure.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        let url = redactor.redact(request.url)
        logger.log(level: level, "→ \(request.method.rawValue) \(url)")
        if logsBodies {
            logger.trace(
                "request",
                metadata: [
                    "headers": .string(describe(redactor.redact(request.headers))),
                    "body": .string(redactor.describe(request.body, contentType: request.headers["Content-Type"])),
                ])
        }
        let start = ContinuousClock.now
        do {
            let response = try await next(request)
            let elapsed = ContinuousClock.now - start
            logger.log(
                level: level, "← \(response.statusCode) \(request.method.rawValue) \(url)",
                metadata: ["duration": .string("\(elapsed)"), "bytes": .string(String(response.body.count))])
            if logsBodies {
                logger.trace(
                    "response",
                    metadata: [
                        "headers": .string(describe(redactor.redact(response.headers))),
                        "body": .string(
                            redactor.describe(.data(response.body), contentType: response.headers["Content-Type"])),
                    ])
            }
            return response
        } catch {
            logger.log(level: level, "✕ \(request.method.rawValue) \(url): \(error)")
            throw error
        }
    }

    private func describe(_ headers: HTTPHeaders) -> String {
        headers.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
    }
}
