/// A whole API schema: the merged content of every file in one folder.
public struct Schema: Sendable {
    /// The folder's files as displayed in diagnostics and banners, sorted.
    public var files: [String]
    /// The `api:` section (missing only in a broken schema).
    public var api: APIMetadata?
    /// Endpoints in file then source order.
    public var endpoints: [Endpoint] = []
    /// Models in file then source order.
    public var models: [ModelDecl] = []
    /// External types.
    public var externalTypes: [ExternalType] = []
    /// The parameter sets some endpoint embeds (`embed:`), by name.
    public var sharedParameterSets: [SharedParameterSet] = []

    /// Creates an empty schema for a list of files.
    public init(files: [String]) {
        self.files = files
    }

    /// The model with a name, if declared (first declaration wins).
    public func model(named name: String) -> ModelDecl? {
        modelIndex[name].map { models[$0] }
    }

    /// Model name → index of its first declaration.
    public var modelIndex: [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(models.count)
        for (offset, model) in models.enumerated() where index[model.name] == nil {
            index[model.name] = offset
        }
        return index
    }
}
