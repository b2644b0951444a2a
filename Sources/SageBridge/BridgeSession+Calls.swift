import APIRuntime
import Foundation

extension BridgeSession {
    /// The longest window `GET /v4/activities` is asked for (the server accepts less than 15 days).
    public static let maximumActivityWindow: TimeInterval = 14 * 24 * 3600

    /// The scheduled activities whose window meets `[start, end)` (v4).
    ///
    /// Both ends are sent in one offset, the offset `timeZone` has at `start` (UTC when `nil`), so Bridge's "same
    /// offset at both ends" rule holds, and the answer's `scheduledOn` / `expiresOn` come back in that offset.
    ///
    /// - Throws: `ClientError.invalidRequest` when `end` is not after `start`, the window is longer than
    ///   ``maximumActivityWindow`` (split longer ranges into several calls), or the zone's offset is not a whole
    ///   number of minutes.
    public func scheduledActivities(from start: Date, to end: Date, timeZone: TimeZone? = nil)
        async throws(ClientError<SageBridgeAPI>) -> [ScheduledActivity]
    {
        try Self.checkActivityWindow(from: start, to: end)
        let offset = timeZone?.secondsFromGMT(for: start) ?? 0
        let window: (start: ZonedDate, end: ZonedDate)
        do {
            window = (
                try ZonedDate(date: start, secondsFromGMT: offset), try ZonedDate(date: end, secondsFromGMT: offset)
            )
        } catch {
            throw .invalidRequest("activity window in \(timeZone?.identifier ?? "UTC"): \(error)")
        }
        return try await send(GetScheduledActivitiesV4(startTime: window.start, endTime: window.end)).items
    }

    /// The scheduled activities of any range, fetched in consecutive windows of at most 14 days.
    ///
    /// Activities that fall into two windows (a window is matched by overlap) are returned once, in the order
    /// first seen. Every window is sent in the offset `timeZone` has at the window's start (UTC when `nil`).
    public func allScheduledActivities(from start: Date, to end: Date, timeZone: TimeZone? = nil)
        async throws(ClientError<SageBridgeAPI>) -> [ScheduledActivity]
    {
        var seen: Set<String> = []
        var activities: [ScheduledActivity] = []
        for window in try Self.activityWindows(from: start, to: end) {
            for activity in try await scheduledActivities(from: window.start, to: window.end, timeZone: timeZone)
            where seen.insert(activity.guid).inserted {
                activities.append(activity)
            }
        }
        return activities
    }

    /// Splits `[start, end)` into consecutive windows of at most ``maximumActivityWindow``.
    public static func activityWindows(from start: Date, to end: Date) throws(ClientError<SageBridgeAPI>)
        -> [DateInterval]
    {
        guard end > start else {
            throw .invalidRequest("activity range ends (\(end)) before it starts (\(start))")
        }
        var windows: [DateInterval] = []
        var cursor = start
        while cursor < end {
            let next = min(cursor.addingTimeInterval(maximumActivityWindow), end)
            // Far from 1970 (1e300 s) adding 14 days changes nothing: refuse instead of looping forever.
            guard next > cursor else {
                throw .invalidRequest("activity range starting \(start) cannot be split into 14-day windows")
            }
            windows.append(DateInterval(start: cursor, end: next))
            cursor = next
        }
        return windows
    }

    /// Checks a v4 activity window before it is sent.
    public static func checkActivityWindow(from start: Date, to end: Date) throws(ClientError<SageBridgeAPI>) {
        guard end > start else {
            throw .invalidRequest("activity window ends (\(end)) before it starts (\(start))")
        }
        guard end.timeIntervalSince(start) <= maximumActivityWindow else {
            throw .invalidRequest("activity window of \(end.timeIntervalSince(start) / 86_400) days exceeds 14 days")
        }
    }

    /// Writes the client-writable fields (startedOn, finishedOn, clientData) of scheduled activities.
    public func update(_ activities: [ScheduledActivity]) async throws(ClientError<SageBridgeAPI>) {
        _ = try await send(UpdateScheduledActivities(activities: activities))
    }

    /// The survey revision a reference names (its guid and createdOn).
    ///
    /// - Throws: `ClientError.invalidRequest` when the reference has no createdOn.
    public func survey(for reference: SurveyReference) async throws(ClientError<SageBridgeAPI>) -> Survey {
        guard let createdOn = reference.createdOn else {
            return try await send(GetSurveyMostRecentlyPublished(surveyGUID: reference.guid))
        }
        return try await send(GetSurveyRevision(surveyGUID: reference.guid, createdOn: createdOn))
    }

    /// Requests a pre-signed URL for an upload.
    public func requestUpload(_ request: UploadRequest) async throws(ClientError<SageBridgeAPI>) -> UploadSession {
        try await send(RequestUploadSession(uploadRequest: request))
    }

    /// Tells Bridge an upload was PUT to its URL.
    public func completeUpload(id: String) async throws(ClientError<SageBridgeAPI>) -> UploadValidationStatus {
        try await send(CompleteUpload(uploadID: id))
    }

    /// Signs a subpopulation's consent and keeps the session the server answers with.
    @discardableResult
    public func signConsent(_ signature: ConsentSignature, subpopulationGUID: String)
        async throws(ClientError<SageBridgeAPI>) -> UserSessionInfo
    {
        let info = try await send(SignConsent(subpopulationGUID: subpopulationGUID, signature: signature))
        await adopt(info)
        return info
    }

    /// Withdraws consent from one subpopulation and keeps the session the server answers with.
    @discardableResult
    public func withdrawConsent(subpopulationGUID: String, reason: String? = nil)
        async throws(ClientError<SageBridgeAPI>) -> UserSessionInfo
    {
        let info = try await send(WithdrawConsent(subpopulationGUID: subpopulationGUID, reason: reason))
        await adopt(info)
        return info
    }

    /// The participant's own record.
    public func participant() async throws(ClientError<SageBridgeAPI>) -> StudyParticipant {
        try await send(GetParticipantSelf())
    }

    /// Updates the fields set in a partial participant record and keeps the session the server answers with.
    @discardableResult
    public func updateParticipant(_ participant: StudyParticipant) async throws(ClientError<SageBridgeAPI>)
        -> UserSessionInfo
    {
        let info = try await send(UpdateParticipantSelf(participant: participant))
        await adopt(info)
        return info
    }

    /// The app config for this app and client (no session needed).
    public func appConfig() async throws(ClientError<SageBridgeAPI>) -> AppConfig {
        try await send(GetAppConfig(appID: appID))
    }
}
