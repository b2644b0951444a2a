import APIRuntime
import Foundation

extension FogBugzSession {
    /// Logs on with an email address (or full name) and a password; later commands carry the token.
    ///
    /// The password travels in a form POST body, never in a URL. When the email matches several people,
    /// throws `.session(.ambiguousLogon(people:))` with their full names (log on again with one of them); wrong
    /// credentials fail as `.api` with code ``ErrorCode/incorrectUsernameOrPassword``. Runs ``checkAPI()`` first if
    /// it has not run yet.
    public func logOn(email: String, password: String) async throws(ClientError<FogBugzAPI>) {
        let client = try await client()
        let result: LogOnResult
        do {
            result = try await client.send(LogOn(email: email, password: password))
        } catch .api(let envelope, _) where envelope.error?.code == .ambiguousLogon {
            throw .session(.ambiguousLogon(people: envelope.people ?? []))
        }
        await adopt(FogBugzAPI.Authentication.token(from: result))
    }

    /// Adopts a token obtained elsewhere (users with two-factor authentication create one in the web UI)
    /// after checking with the server that it is valid.
    public func logOn(token newToken: String) async throws(ClientError<FogBugzAPI>) {
        let client = try await client()
        await adopt(newToken)
        do {
            let result = try await client.send(CheckToken())
            await adopt(result.token)
        } catch {
            await adopt(nil)
            throw error
        }
    }

    /// Logs off: the server invalidates the token and the session forgets it.
    ///
    /// Does nothing when not logged on. A token the server already considers invalid (error 3) counts as
    /// logged off; any other failure keeps the token so the caller can try again.
    public func logOff() async throws(ClientError<FogBugzAPI>) {
        guard token != nil else { return }
        do {
            // A successful `LogOff` ends the token (`auth.invalidatedBy`): ``send(_:)`` forgets it.
            _ = try await send(LogOff())
        } catch .api(let envelope, _) where envelope.error?.code == .notLoggedOn {
            await adopt(nil)
        }
    }

    /// Sets or forgets the token used by every later command.
    func adopt(_ newToken: String?) async {
        token = newToken
        await authenticator.setToken(newToken)
    }

    /// Runs `body` logged on and always logs off afterwards, also when `body` fails or the task is cancelled.
    ///
    /// The logoff runs in its own task, so it is sent even when the calling task was cancelled; a failed
    /// logoff is ignored when `body` already failed (its error wins) and thrown otherwise. What `body` throws is
    /// filed like every failure of the session (`ClientError.wrap(_:)`): a `ClientError<FogBugzAPI>`
    /// from its sends is kept as is.
    public func withLoggedOn<T: Sendable>(
        email: String, password: String, _ body: @Sendable (FogBugzSession) async throws -> T
    ) async throws(ClientError<FogBugzAPI>) -> T {
        try await logOn(email: email, password: password)
        let outcome: Result<T, ClientError<FogBugzAPI>>
        do {
            outcome = .success(try await body(self))
        } catch {
            outcome = .failure(ClientError.wrap(error))
        }
        let logOff = Task { try await self.logOff() }
        switch outcome {
        case .success(let value):
            do {
                try await logOff.value
            } catch {
                throw ClientError.wrap(error)
            }
            return value
        case .failure(let error):
            _ = try? await logOff.value
            throw error
        }
    }
}
