import APIRuntime
import Testing

@testable import Bazaarvoice

@Suite("Filter and Sort")
struct FilterTests {
    @Test("a filter is Attribute:operator:value")
    func singleValue() {
        #expect(Filter(.id, .equal, "6601211").wireValue == "Id:eq:6601211")
        #expect(Filter(.rating, .greaterThanOrEqual, 4).wireValue == "Rating:gte:4")
        #expect(Filter(.isFeatured, .equal, true).wireValue == "IsFeatured:eq:true")
        #expect(Filter(.averageOverallRating, .lessThan, 4.5).wireValue == "AverageOverallRating:lt:4.5")
        #expect(Filter(.averageOverallRating, .greaterThan, 3.0).wireValue == "AverageOverallRating:gt:3")
    }

    @Test("every operator has its wire spelling")
    func operators() {
        let spelled = Filter.Operator.allCases.map { Filter(.rating, $0, 1).wireValue }
        let expected = ["Rating:eq:1", "Rating:neq:1", "Rating:lt:1", "Rating:lte:1", "Rating:gt:1", "Rating:gte:1"]
        #expect(spelled == expected)
    }

    @Test("several values are OR'ed with commas")
    func alternatives() {
        let filter = Filter(.productID, .equal, anyOf: ["test1", "test2", "test3"])
        #expect(filter.wireValue == "ProductId:eq:test1,test2,test3")
        #expect(Filter(.rating, .equal, anyOf: [4, 5]).wireValue == "Rating:eq:4,5")
    }

    @Test("commas and colons inside values are escaped with a backslash, ampersands are not pre-encoded")
    func escaping() {
        let filter = Filter(.productID, .equal, anyOf: ["a,b", "c:d", "e&f"])
        #expect(filter.wireValue == #"ProductId:eq:a\,b,c\:d,e&f"#)
        #expect(Filter.escape("plain") == "plain")
        #expect(Filter.escape("1,2:3") == #"1\,2\:3"#)
    }

    @Test("the query encoder encodes a filter exactly once")
    func encodedOnce() throws {
        let filter = Filter(.productID, .equal, anyOf: ["a,b", "R&D"])
        let query = try QueryEncoder.encode([Parameter(name: "Filter", value: filter.parameterValue)])
        #expect(query == "Filter=ProductId%3Aeq%3Aa%5C%2Cb%2CR%26D")
    }

    @Test("dimension attributes are built from their id")
    func dimensionAttributes() {
        #expect(Filter(.contextDataValue("Age"), .equal, "17orUnder").wireValue == "ContextDataValue_Age:eq:17orUnder")
        #expect(Filter(.secondaryRating("Quality"), .equal, 5).wireValue == "SecondaryRating_Quality:eq:5")
        #expect(ContentAttribute.additionalField("Seat").rawValue == "AdditionalField_Seat")
        #expect(ContentAttribute.tag("Pro").rawValue == "tag_Pro")
    }

    @Test("an empty list of values sends an empty value instead of crashing")
    func emptyValues() {
        #expect(Filter(.id, .equal, anyOf: [String]()).wireValue == "Id:eq:")
    }

    @Test("sort keys are Attribute:direction")
    func sorts() {
        #expect(Sort(.id).wireValue == "Id:asc")
        #expect(Sort(.submissionTime, .descending).wireValue == "SubmissionTime:desc")
        #expect(Sort(.relevancy, .custom("a2")).wireValue == "relevancy:a2")
        #expect(Sort.values(.contentLocale, inOrder: ["en_US", "fr_FR"]).wireValue == "ContentLocale:en_US,fr_FR")
    }
}
