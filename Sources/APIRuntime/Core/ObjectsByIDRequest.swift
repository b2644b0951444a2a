/// A request that names the objects it asks for by their ids (an endpoint with `cache: { ids: … }`).
///
/// The generator emits the conformance for every endpoint with a `cache:` key: one object by id
/// (`GET /catalogs/{id}`) or a list filtered by ids alone (`GET /catalogs?catalog_ids=a,b`). A cache can answer
/// such a request from the objects it holds, because it knows which objects the answer is made of before asking.
public protocol ObjectsByIDRequest: Request where Response: Sendable {
    /// The type of the objects the response is made of.
    associatedtype Object: IdentifiedObject

    /// The ids of the objects the request asks for, in response order, or `nil` when they cannot be known in
    /// advance: no ids given, or another parameter narrows, orders or pages the list.
    var requestedIDs: [String]? { get }
}

extension ObjectsByIDRequest {
    /// Builds the response from objects, one per id of ``requestedIDs`` in the same order, or `nil` when the
    /// response is neither one object nor a list of them (or one object is asked for and the count is not one).
    public func response(fromObjects objects: [Object]) -> Response? {
        if let list = objects as? Response { return list }
        guard objects.count == 1 else { return nil }
        return objects[0] as? Response
    }

    /// Whether paging leaves a list of `count` ids whole: no offset, and no limit below the count.
    public static func pagingKeepsAll(offset: Int?, limit: Int?, count: Int) -> Bool {
        (offset ?? 0) == 0 && (limit ?? count) >= count
    }
}
