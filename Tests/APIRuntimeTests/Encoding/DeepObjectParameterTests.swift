import APIRuntime
import Foundation
import Testing

/// `Parameters.append(deepObject:named:options:location:)`: a typed value as bracketed keys, Stripe's form
/// spelling, in a query, a form and a multipart body; and the typed failure of a value with no spelling.
@Suite struct DeepObjectParameterTests {
    private struct Address: Encodable, Sendable {
        var city: String
        var line: String?
        var geo: [String: Double]?
    }

    private struct Item: Encodable, Sendable {
        var price: String
        var quantity: Int
    }

    private struct Customer: Encodable, Sendable {
        var name: String
        var address: Address
        var items: [Item]
        var tags: [String]
        var since: Date?
        var vip: Bool
        var note: Nullable<String>?
        var metadata: [String: String]
    }

    private let options = CodingOptions(dateEncoding: .iso8601)

    private func pairs(_ parameters: Parameters) -> [String] {
        parameters.map { "\($0.name)=\($0.value.scalarText ?? "")" }
    }

    @Test func nestedObjectsAndListsAreBracketedKeysInSortedOrder() {
        var parameters = Parameters()
        let customer = Customer(
            name: "Ada", address: Address(city: "Paris", geo: ["lat": 48.85, "lng": 2]),
            items: [Item(price: "price_1", quantity: 2), Item(price: "price_2", quantity: 1)], tags: ["a", "b"],
            since: Date(timeIntervalSince1970: 0), vip: true, note: .null, metadata: [:])
        parameters.append(deepObject: customer, named: "customer", options: options, location: .form)
        #expect(
            pairs(parameters) == [
                "customer[address][city]=Paris", "customer[address][geo][lat]=48.85",
                "customer[address][geo][lng]=2", "customer[items][0][price]=price_1",
                "customer[items][0][quantity]=2", "customer[items][1][price]=price_2",
                "customer[items][1][quantity]=1", "customer[name]=Ada", "customer[note]=",
                "customer[since]=1970-01-01T00:00:00Z", "customer[tags][0]=a", "customer[tags][1]=b",
                "customer[vip]=true",
            ])
        #expect(parameters.allSatisfy { $0.location == .form })
    }

    @Test func aScalarIsSentUnderItsOwnNameAndEmptyContainersSendNothing() {
        var parameters = Parameters()
        parameters.append(deepObject: "plain", named: "q", options: options)
        parameters.append(deepObject: [String: Int](), named: "empty", options: options)
        parameters.append(deepObject: [Int](), named: "none", options: options)
        parameters.append(deepObject: 7, named: "n", options: options, location: .query)
        #expect(pairs(parameters) == ["q=plain", "n=7"])
    }

    @Test func theKeysArePercentEncodedOnceInAQueryAndAForm() throws {
        var parameters = Parameters()
        parameters.append(
            deepObject: Address(city: "São Paulo & Rio", line: "1/2"), named: "address", options: options,
            location: .query)
        #expect(
            try QueryEncoder.encode(parameters)
                == "address%5Bcity%5D=S%C3%A3o%20Paulo%20%26%20Rio&address%5Bline%5D=1%2F2")
        let form = try FormURLEncodedBodyParameters(parameters).makeBody()
        guard case .data(let data) = form else {
            Issue.record("expected an in-memory form body, got \(form)")
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("address%5Bcity%5D=S%C3%A3o"), "\(text)")
        #expect(text.contains("&address%5Bline%5D=1%2F2"), "\(text)")
    }

    @Test func inAMultipartBodyEachScalarIsATextPart() throws {
        var parameters = Parameters()
        parameters.append(deepObject: Item(price: "p", quantity: 3), named: "item", options: options)
        let body = try MultipartFormDataBodyParameters(parameters, boundary: "B").makeBody()
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"item[price]\"\r\n\r\np\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"item[quantity]\"\r\n\r\n3\r\n--B--\r\n"
        #expect(body == .data(Data(expected.utf8)))
    }

    @Test func aValueTheEncoderRejectsIsOneUnencodableParameter() throws {
        var parameters = Parameters()
        parameters.append(deepObject: ["lat": Double.nan], named: "geo", options: options, location: .query)
        #expect(parameters.count == 1)
        let reason = try #require(parameters.first?.value.unencodableReason)
        #expect(reason.contains("no deepObject spelling"), "\(reason)")
        #expect(throws: CallFailure.self) { try QueryEncoder.encode(parameters) }
    }
}
