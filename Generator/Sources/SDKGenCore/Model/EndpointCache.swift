/// Which objects an endpoint asks for, so a cache can answer it: the `cache:` key of an endpoint.
///
/// ```yaml
/// GetCatalog:   { …, response: Catalog, cache: { ids: catalog_id } }
/// ListCatalogs: { …, response: "[Catalog]", cache: { ids: catalog_ids } }
/// ```
///
/// `ids` names the parameter (by wire name) that carries the ids of the objects the response is made of: one id
/// for an endpoint answering one object, a list of ids for one answering a list. The response's model must name
/// its identity (`identity:`). The request names its objects only while every other parameter is unset and
/// paging keeps the list whole; the generated `requestedIDs` says so.
public struct EndpointCache: Sendable {
    /// The wire name of the ids parameter.
    public var ids: String
    /// Where `ids:` is written.
    public var idsLocation: SourceLocation
    /// Where `cache:` is written.
    public var location: SourceLocation
}
