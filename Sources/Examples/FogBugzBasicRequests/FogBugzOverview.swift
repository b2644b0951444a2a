import APIRuntime
import FogBugz
import Foundation

/// The projects, people and milestones of a server: what BugzKit's BasicRequests demo fetches.
struct FogBugzOverview: Sendable, Hashable {
    /// The projects the user can see.
    var projects: [Project]
    /// The people of the site.
    var people: [Person]
    /// The milestones of every project.
    var milestones: [Milestone]

    /// Creates an overview.
    init(projects: [Project], people: [Person], milestones: [Milestone]) {
        self.projects = projects
        self.people = people
        self.milestones = milestones
    }
}

extension FogBugzSession {
    /// Lists projects, people and milestones concurrently; the first failure cancels the other two.
    ///
    /// Needs a logged-on session. The three commands run as child tasks of one task group, so a failure
    /// of any of them (or cancellation of the caller) cancels the ones still running and is rethrown.
    func overview() async throws(ClientError<FogBugzAPI>) -> FogBugzOverview {
        do {
            return try await withThrowingTaskGroup(of: OverviewPart.self) { group in
                group.addTask { .projects(try await self.send(ListProjects()).projects) }
                group.addTask { .people(try await self.send(ListPeople()).people) }
                group.addTask { .milestones(try await self.send(ListFixFors()).milestones) }
                var overview = FogBugzOverview(projects: [], people: [], milestones: [])
                while let part = try await group.next() {
                    switch part {
                    case .projects(let projects): overview.projects = projects
                    case .people(let people): overview.people = people
                    case .milestones(let milestones): overview.milestones = milestones
                    }
                }
                return overview
            }
        } catch {
            throw ClientError.wrap(error)  // the child tasks throw ClientError<FogBugzAPI>; the group erases it
        }
    }

    /// The BasicRequests flow: check the API, log on, list projects, people and milestones concurrently,
    /// log off.
    ///
    /// A failure in any step stops the flow and cancels the steps still running; once logged on, the
    /// session logs off whatever happens (see ``withLoggedOn(email:password:_:)``).
    func basicRequests(email: String, password: String) async throws(ClientError<FogBugzAPI>) -> FogBugzOverview {
        try await checkAPI()
        return try await withLoggedOn(email: email, password: password) { session in
            try await session.overview()
        }
    }
}

/// One finished child task of ``FogBugzSession/overview()``.
private enum OverviewPart: Sendable {
    case projects([Project])
    case people([Person])
    case milestones([Milestone])
}
