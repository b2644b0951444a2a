// BugzKit's BasicRequests demo with structured concurrency: check the API → log on → list projects,
// people and milestones concurrently → log off. A failure in any step cancels the rest; once logged
// on, the session logs off whatever happens.
//
// Usage: FOGBUGZ_URL=https://example.fogbugz.com/ FOGBUGZ_EMAIL=me@example.com FOGBUGZ_PASSWORD=… \
//        swift run FogBugzBasicRequests
// (The password is read from the environment so it never shows in a process list.)
import APIRuntime
import FogBugz
import Foundation

let usage = """
    usage: FogBugzBasicRequests   (takes no arguments; reads the environment)
      FOGBUGZ_URL       the server root, e.g. https://example.fogbugz.com/
      FOGBUGZ_EMAIL     the account's email or user name
      FOGBUGZ_PASSWORD  the password (from the environment, so it never shows in a process list)
    Checks the API, logs on, lists projects, people and milestones, and logs off.

    """
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage, terminator: "")
    exit(0)
}
if let argument = arguments.first {
    FileHandle.standardError.write(Data("error: unexpected argument \(argument)\n\(usage)".utf8))
    exit(64)
}
let environment = ProcessInfo.processInfo.environment
guard let server = environment["FOGBUGZ_URL"].flatMap(URL.init(string:)),
    let email = environment["FOGBUGZ_EMAIL"], let password = environment["FOGBUGZ_PASSWORD"]
else {
    FileHandle.standardError.write(Data("error: set FOGBUGZ_URL, FOGBUGZ_EMAIL and FOGBUGZ_PASSWORD\n\(usage)".utf8))
    exit(64)
}

let session = FogBugzSession(serverURL: server)
do {
    let info = try await session.checkAPI()
    print("FogBugz API version \(info.version) (compatible down to \(info.minimumVersion)), prefix \(info.urlPrefix)")
    let overview = try await session.basicRequests(email: email, password: password)
    print("\(overview.projects.count) projects:")
    for project in overview.projects {
        print("  #\(project.id) \(project.name)")
    }
    print("\(overview.people.count) people:")
    for person in overview.people {
        print("  #\(person.id) \(person.fullName)")
    }
    print("\(overview.milestones.count) milestones:")
    for milestone in overview.milestones {
        print("  #\(milestone.id) \(milestone.name)")
    }
    print("logged off")
} catch .session(.ambiguousLogon(let people)) {  // every FogBugzSession call throws ClientError<FogBugzAPI>
    FileHandle.standardError.write(Data("ambiguous logon; use one of: \(people.joined(separator: ", "))\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
    exit(1)
}
