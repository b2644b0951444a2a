import SDKGenCore
import Testing

/// Wire names to Swift names, identifier checks and did-you-mean.
@Suite struct NamingTests {
    @Test(arguments: [
        ("first_name", "firstName"), ("FirstName", "firstName"), ("ProductId", "productID"),
        ("ImageUrl", "imageURL"), ("r_lat", "rLat"), ("ProductPageUrl", "productPageURL"), ("EANs", "eans"),
        ("Id", "id"), ("HTMLBody", "htmlBody"), ("ProductIds", "productIDs"),
    ])
    func camel(_ wire: String, _ swift: String) {
        #expect(SwiftNaming.propertyName(fromWire: wire, rule: .camel) == swift)
    }

    @Test(arguments: [
        ("ixBug", "bugID"), ("ixPersonOwner", "personOwnerID"), ("sTitle", "title"), ("fOpen", "isOpen"),
        ("dtOpened", "opened"), ("hrsCurrEst", "currentEstimateHours"), ("nFileCount", "fileCount"),
        ("cDays", "dayCount"), ("token", "token"), ("iOrder", "order"), ("dblStoryPts", "storyPts"),
        ("bEmail", "isEmail"), ("fIsScheduleItem", "isScheduleItem"), ("evtDescription", "description"),
    ])
    func hungarian(_ wire: String, _ swift: String) {
        #expect(SwiftNaming.propertyName(fromWire: wire, rule: .hungarian) == swift)
    }

    @Test func identifiers() {
        #expect(SwiftNaming.isIdentifier("firstName"))
        #expect(SwiftNaming.isIdentifier("_x1"))
        #expect(!SwiftNaming.isIdentifier("9lives"))
        #expect(!SwiftNaming.isIdentifier("first name"))
        #expect(!SwiftNaming.isIdentifier("naïve"))
        #expect(SwiftNaming.escaped("default") == "`default`")
        #expect(SwiftNaming.escaped("type") == "type")
        #expect(SwiftNaming.typeNameProblem("Review") == nil)
        // Runtime type names are allowed (generated code then qualifies the runtime's); module names are not.
        #expect(SwiftNaming.typeNameProblem("Request") == nil)
        #expect(SwiftNaming.typeNameProblem("APIRuntime") != nil)
        #expect(SwiftNaming.typeNameProblem("Type") != nil)
        for name in ["Self", "class", "1st", "Café", "a b", "Swift"] {
            let suggestion = SwiftNaming.typeNameSuggestion(name)
            #expect(SwiftNaming.typeNameProblem(suggestion) == nil, "\(name) → \(suggestion)")
        }
        #expect(SwiftNaming.typeNameProblem("review") != nil)
    }

    @Test func didYouMean() {
        #expect(Suggestions.closest(to: "modle", in: ["name", "module", "format"]) == "module")
        #expect(Suggestions.closest(to: "Reveiw", in: ["Review", "Reviews"]) == "Review")
        #expect(Suggestions.closest(to: "optinal", in: ["optional", "nullable"]) == "optional")
        #expect(Suggestions.closest(to: "zzz", in: ["module", "name"]) == nil)
        #expect(Suggestions.didYouMean("GETT", in: ["GET", "POST"]) == "did you mean 'GET'?")
    }
}
