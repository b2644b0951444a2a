import Foundation
import HandwrittenModels
import XMLCoder
#if HAVE_FOGBUGZ_SDK
import APIRuntime
import FogBugz
#endif

/// FogBugz: the recorded XML replies (search, people, projects, milestones, filters).
enum FogBugzCases {
    /// XMLCoder into hand-written structs.
    static var handwritten: [DecodeCase] {
        let decoder = Shared(HWFogBugz.decoder())
        func make<T: Codable & Sendable>(_ file: String, _: T.Type, count: @escaping @Sendable (T) -> Int) -> DecodeCase {
            DecodeCase(fixture: "fogbugz/" + file, variant: "XMLCoder") { data in
                count(try decoder.value.decode(T.self, from: data))
            }
        }
        return [
            make("search_cases.xml", HWFogBugz.SearchResult.self) { $0.cases.case?.count ?? 0 },
            make("list_people.xml", HWFogBugz.PersonList.self) { $0.people.person?.count ?? 0 },
            make("list_projects.xml", HWFogBugz.ProjectList.self) { $0.projects.project?.count ?? 0 },
            make("list_fixfors.xml", HWFogBugz.MilestoneList.self) { $0.fixfors.fixfor?.count ?? 0 },
            make("list_filters.xml", HWFogBugz.FilterList.self) { $0.filters.filter?.count ?? 0 },
        ]
    }

    /// The generated models through the runtime's XML reader.
    static var generated: [DecodeCase] {
        #if HAVE_FOGBUGZ_SDK
        func make<T: XMLDecodable>(_ file: String, _: T.Type, count: @escaping @Sendable (T) -> Int) -> DecodeCase {
            DecodeCase(fixture: "fogbugz/" + file, variant: "generated model") { data in
                count(try ResponseContext(for: FogBugzAPI.self).decodeXML(T.self, from: data))
            }
        }
        return [
            make("search_cases.xml", FogBugz.SearchResult.self) { $0.caseList.cases.count },
            make("list_people.xml", FogBugz.PersonList.self) { $0.people.count },
            make("list_projects.xml", FogBugz.ProjectList.self) { $0.projects.count },
            make("list_fixfors.xml", FogBugz.MilestoneList.self) { $0.milestones.count },
            make("list_filters.xml", FogBugz.FilterList.self) { $0.filters.count },
        ]
        #else
        return []
        #endif
    }
}
