/// A seeded generator of random schemas across the constructs of the schema language, with names and texts from
/// ``NamePools``.
///
/// A schema is an `api:` section plus blocks (one per model or endpoint), rendered to YAML with every scalar
/// double-quoted, so any text survives the YAML layer and reaches the generator as written.
struct SchemaFuzzer {
    /// A model or an endpoint: its YAML lines (indented for its section).
    struct Block {
        enum Section: String { case environments, settings, apiKeys, parameterSets, endpoints, models }
        var section: Section
        var name: String
        var lines: [String]
    }

    /// One generated schema.
    struct Output {
        var module: String
        var apiLines: [String]
        var blocks: [Block]
        var isXML: Bool

        /// The YAML text and the 1-based line range of each block.
        func render() -> (text: String, ranges: [ClosedRange<Int>]) {
            var lines = apiLines
            var ranges = [ClosedRange<Int>](repeating: 0...0, count: blocks.count)
            // The api section's environments, settings and keys are blocks too, so a refused one can be dropped.
            for section in [Block.Section.environments, .settings, .apiKeys, .parameterSets, .endpoints, .models] {
                let members = blocks.indices.filter { blocks[$0].section == section }
                guard !members.isEmpty else { continue }
                switch section {
                case .apiKeys: break
                case .environments, .settings: lines.append("  \(section.rawValue):")
                default: lines.append("\(section.rawValue):")
                }
                for index in members {
                    let start = lines.count + 1
                    lines += blocks[index].lines
                    ranges[index] = start...lines.count
                }
            }
            return (lines.joined(separator: "\n") + "\n", ranges)
        }
    }

    var random: SeededRandom
    /// A second stream for constructs added after the CI seeds were chosen (see ``withSideStream(_:)``).
    private var side: SeededRandom
    let seed: UInt64
    /// Whether the objects have the Boolean `flag<seed>` and whole bodies set it (`set:`): every even seed.
    var setsBodyFields: Bool { seed % 2 == 0 }
    /// The raw values of each enum model generated so far, for defaults.
    var enumValues: [String: [String]] = [:]

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        side = SeededRandom(seed: seed ^ 0x5EED_C0DE_0000_0000)
    }

    // MARK: Helpers

    /// Runs `body` drawing from the side stream: a construct added to the fuzzer draws there, so the main stream,
    /// and with it every older seed's schema, stays as it was (the CI seeds were chosen for what they reach).
    mutating func withSideStream<T>(_ body: (inout SchemaFuzzer) -> T) -> T {
        swap(&random, &side)
        defer { swap(&random, &side) }
        return body(&self)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }

    /// A YAML double-quoted scalar holding exactly `text`.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029 || scalar.value == 0xFEFF
                {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private func q(_ text: String) -> String { Self.quote(text) }

    /// Distinct names from a pool, padded with numbered fallbacks.
    mutating func names(_ count: Int, from pool: [String], fallback: String, taken: inout Set<String>)
        -> [String]
    {
        var result: [String] = []
        var attempts = 0
        while result.count < count {
            attempts += 1
            let name = attempts > 40 ? "\(fallback)\(attempts)" : pick(pool)
            if taken.insert(name).inserted { result.append(name) }
        }
        return result
    }

    // MARK: Schema

    /// A whole schema.
    mutating func generate() -> Output {
        let module = "Fuzz\(seed)"
        let isXML = chance(20)
        var taken: Set<String> = []
        let modelCount = 3 + random.below(6)
        let modelNames = names(modelCount, from: NamePools.typeNames, fallback: "Model", taken: &taken)
        let endpointNames = names(2 + random.below(4), from: NamePools.typeNames, fallback: "Call", taken: &taken)
        // Kinds: the first two are structs so that families and responses have something to point at.
        var kinds: [String: String] = [:]
        for (index, name) in modelNames.enumerated() {
            if index < 2 {
                kinds[name] = "object"
            } else {
                kinds[name] = pick(
                    isXML ? ["object", "object", "enum"] : ["object", "object", "enum", "family", "union"])
            }
        }
        let objects = modelNames.filter { kinds[$0] == "object" }
        let enums = modelNames.filter { kinds[$0] == "enum" }
        let families = modelNames.filter { kinds[$0] == "family" }
        var blocks: [Block] = []
        // Enums first, so struct defaults can pick their values.
        for name in modelNames where kinds[name] == "enum" { blocks.append(enumBlock(name)) }
        for name in modelNames where kinds[name] != "enum" {
            switch kinds[name] {
            case "family": blocks.append(familyBlock(name, members: objects))
            case "union":
                blocks.append(unionBlock(name, objects: objects, enums: enums, families: families))
            default:
                blocks.append(
                    objectBlock(name, objects: objects, enums: enums, families: families, isXML: isXML))
            }
        }
        var responses = objects
        if !isXML, chance(40) {
            let name = names(1, from: NamePools.typeNames, fallback: "Page", taken: &taken)[0]
            let parameter = pick(["T", "Element", "Value", "Response", "String", "Item", "Date", "Key"])
            blocks.append(
                Block(
                    section: .models, name: name,
                    lines: [
                        "  \(q(name)):", "    generic: [\(q(parameter))]", "    properties:",
                        "      \(q(pick(NamePools.memberNames))): \(q("[\(parameter)]"))",
                        "      \(q("total\(seed)")): { type: int, default: 0 }",
                    ]))
            responses.append("\(name)<\(pick(objects))>")
        }
        let twoHosts = chance(30)
        var sets: [String] = []
        if chance(30) {
            let set = "Set\(seed)"
            sets.append(set)
            let wire = pick(NamePools.memberNames)
            blocks.append(
                Block(
                    section: .parameterSets, name: set,
                    lines: [
                        "  \(q(set)):", "    \(q(wire)): { type: \(q(pick(["int", "string", "bool"]))), in: query }",
                        "    \(q(pick(NamePools.memberNames))): \(q(pick(["int", "string", "[string]", "double?"])))",
                    ]))
        }
        for name in endpointNames {
            var block = endpointBlock(name, objects: responses, enums: enums, isXML: isXML, sets: sets)
            if twoHosts, chance(40) { block.lines.insert("    host: media", at: 1) }
            if let set = sets.first, chance(60) { block.lines.insert("    include: \(q(set))", at: 1) }
            blocks.append(block)
        }
        let api = apiLines(module: module, isXML: isXML, enums: enums, twoHosts: twoHosts, blocks: &blocks)
        // Two plain bodies of the schema's own, which pruning leaves alone, and sometimes the random models.
        let errorModels = ["Missing\(seed)", "Outage\(seed)"] + (chance(30) ? objects : [])
        for (model, property) in [("Missing\(seed)", "resource"), ("Outage\(seed)", "retryAfter")] {
            blocks.append(
                Block(
                    section: .models, name: model,
                    lines: [
                        "  \(q(model)):", "    properties:", "      \(q(property)): \(q(pick(["string", "int?"])))",
                    ]))
        }
        for index in blocks.indices where blocks[index].section == .endpoints && chance(25) {
            blocks[index].lines.insert("    errors: \(errorStatuses(models: errorModels))", at: 1)
        }
        if chance(40) {
            blocks.append(
                Block(
                    section: .models, name: "Failure\(seed)",
                    lines: ["  Failure\(seed):", "    properties:", "      failed: \(q("bool?"))"]))
            let statuses = chance(40) ? ", statuses: \(errorStatuses(models: errorModels))" : ""
            blocks.append(
                Block(
                    section: .apiKeys, name: "errors",
                    lines: [
                        "  errors: { model: \(q("Failure\(seed)")), when: \(pick(["always", "status"])), failure: \(q("failed"))\(statuses) }"
                    ]))
        } else if chance(15) {
            // Bodies per status without a base model: `Failure` has no `envelope` case.
            blocks.append(
                Block(
                    section: .apiKeys, name: "errors",
                    lines: ["  errors: { statuses: \(errorStatuses(models: errorModels)) }"]))
        }
        // Drawn last, from the side stream: the main stream's draws above stay those of older seeds.
        let seed = self.seed
        blocks += withSideStream {
            $0.pagedBlocks(isXML: isXML, seed: seed) + $0.streamedBlocks(isXML: isXML, seed: seed)
        }
        return Output(module: module, apiLines: api, blocks: blocks, isXML: isXML)
    }

    private mutating func apiLines(
        module: String, isXML: Bool, enums: [String], twoHosts: Bool, blocks: inout [Block]
    ) -> [String] {
        var lines = ["api:", "  name: \(q(pick(NamePools.texts + ["Fuzz"])))", "  module: \(q(module))"]
        lines.append("  description: \(q(pick(NamePools.texts)))")
        if isXML { lines.append("  format: xml") }
        if chance(30) { lines.append("  naming: hungarian") }
        if chance(30) { lines.append("  parameterBooleans: numeric") }
        if twoHosts { lines.append("  hosts: [default, media]") }
        if chance(20) { lines.append("  version: \(q(pick(NamePools.texts)))") }
        if let dates = datesLine() { lines.append(dates) }
        var taken: Set<String> = []
        for name in names(1 + random.below(2), from: NamePools.environmentNames, fallback: "env", taken: &taken) {
            let media = twoHosts ? ", media: \(q("https://media.example.com/\(pick(["", "v1/", "a%20b/"]))"))" : ""
            blocks.append(
                Block(
                    section: .environments, name: name,
                    lines: ["    \(q(name)): { default: \(q("https://api.example.com/v1/"))\(media) }"]))
        }
        if chance(40) {
            let name = names(1, from: NamePools.environmentNames, fallback: "env", taken: &taken)[0]
            let variable = pick(["account", "default", "self", "in", "host", "values"])
            var template = ["    \(q(name)):", "      default: \(q("https://{\(variable)}.example.com/"))"]
            if twoHosts { template.append("      media: discovered") }
            template.append("      variables:")
            template.append("        \(q(variable)): { type: label, description: \(q(pick(NamePools.texts))) }")
            blocks.append(Block(section: .environments, name: name, lines: template))
        }
        var settingNames: Set<String> = []
        let settings = names(random.below(3), from: NamePools.memberNames, fallback: "setting", taken: &settingNames)
        if !settings.isEmpty {
            for name in settings {
                let type = pick(["string", "int", "bool", "string?"] + enums)
                var fields = ["type: \(q(type))"]
                fields.append("in: \(pick(["query", "header"]))")
                if chance(30) { fields.append("secret: true") }
                if chance(30) { fields.append("description: \(q(pick(NamePools.texts)))") }
                if chance(20) { fields.append("always: true") }
                if chance(20) { fields.append("swift: \(q(pick(NamePools.memberNames)))") }
                if chance(25), let value = defaultField(for: type, enumValues: enumValues) { fields.append(value) }
                blocks.append(
                    Block(
                        section: .settings, name: name, lines: ["    \(q(name)): { \(fields.joined(separator: ", ")) }"]
                    ))
            }
            if chance(50), let line = authLine(stringSettings: settings) {
                blocks.append(Block(section: .apiKeys, name: "auth", lines: [line]))
            }
        }
        return lines
    }

    // MARK: Models

    mutating func scalarType(isXML: Bool) -> String {
        let scalars = [
            "string", "int", "int64", "double", "bool", "date-time", "date-time-zoned", "date", "time", "duration",
            "url", "uuid", "data", "json",
        ]
        return pick(isXML ? ["string", "int", "int64", "double", "bool", "date-time", "url"] : scalars)
    }

    private mutating func propertyType(objects: [String], enums: [String], families: [String], isXML: Bool)
        -> String
    {
        var base: String
        switch random.below(10) {
        case 0...4: base = scalarType(isXML: isXML)
        case 5, 6: base = enums.isEmpty ? "string" : pick(enums)
        case 7: base = pick(objects)
        default: base = families.isEmpty ? pick(objects) : pick(families)
        }
        if !isXML {
            // Elements that may be null (`[string?]`) from the side stream: JSON lists and maps hold them.
            let element = withSideStream { $0.chance(15) } ? base + "?" : base
            switch random.below(8) {
            case 0: base = "[\(element)]"
            case 1: base = "{\(element)}"
            default: break
            }
        }
        return chance(25) ? base + "?" : base
    }

    private mutating func objectBlock(
        _ name: String, objects: [String], enums: [String], families: [String], isXML: Bool
    ) -> Block {
        var lines = ["  \(q(name)):"]
        if chance(50) { lines.append("    description: \(q(pick(NamePools.texts)))") }
        let lenient = chance(15)
        if lenient { lines.append("    lenient: true") }
        lines += modelExtras()
        if chance(15) { lines.append("    deprecated: true") }
        if chance(20), !isXML { lines.append("    wireType: \(q(pick(NamePools.memberNames)))") }
        if isXML, chance(30) { lines.append("    xml: { element: \(q(pick(NamePools.memberNames))) }") }
        lines.append("    properties:")
        var taken: Set<String> = []
        var identity: String?
        var flattens = false
        for wire in names(1 + random.below(6), from: NamePools.memberNames, fallback: "field", taken: &taken) {
            let type = propertyType(objects: objects, enums: enums, families: families, isXML: isXML)
            var fields = ["type: \(q(type))"]
            if chance(20) { fields.append("optional: true") }
            if chance(15) { fields.append("nullable: true") }
            if chance(30) { fields.append("description: \(q(pick(NamePools.texts)))") }
            if chance(15) { fields.append("swift: \(q(pick(NamePools.memberNames)))") }
            if chance(10) { fields.append("deprecated: true") }
            if type == "date-time", chance(40) { fields.append("format: \(pick(["unix-seconds", "date"]))") }
            if chance(30), let value = defaultField(for: type, enumValues: enumValues) { fields.append(value) }
            if objects.contains(type), type != name, chance(15) {
                fields.append("flatten: true")
                flattens = true
            }
            if identity == nil, ["string", "int", "uuid"].contains(type), chance(20) { identity = wire }
            if isXML, ["string", "int", "bool"].contains(type), chance(30) { fields.append("xml: attribute") }
            if !fields.contains("flatten: true"), chance(12) {
                let aliases = names(1 + random.below(2), from: NamePools.memberNames, fallback: "alias", taken: &taken)
                fields.append("aliases: [\(aliases.map(q).joined(separator: ", "))]")
            }
            if !isXML, !lenient, let field = explicitNullField(type: type, fields: fields) { fields.append(field) }
            lines.append("      \(q(wire)): { \(fields.joined(separator: ", ")) }")
        }
        // A Boolean every object of an even seed has, which whole bodies set (`set:`); no draw, so neither stream
        // moves.
        if setsBodyFields, !isXML { lines.append("      \(q("flag\(seed)")): bool?") }
        // A property holding the model itself or another, optionally (from the side stream): cycles of models,
        // which the emitter boxes (`@Indirect`).
        if let held = withSideStream({ $0.chance(35) ? ($0.chance(50) ? name : $0.pick(objects)) : nil }) {
            lines.append("      \(q("held\(seed)")): \(q(held + "?"))")
        }
        if !isXML, chance(25), let target = objects.first(where: { $0 != name }) {
            lines.append(
                "      \(q("map\(seed)")): { type: \(q("OrderedMap<\(target)>")), order: \(q("order\(seed)")) }")
        }
        if isXML, chance(30) {
            let item = pick(NamePools.memberNames)
            lines.append("      \(q("list\(seed)")): { type: \(q("[string]")), xml: { list: \(q(item)) } }")
        }
        if !isXML, !lenient, !flattens, chance(20) {
            var type = propertyType(objects: objects, enums: enums, families: families, isXML: isXML)
            if type.hasSuffix("?") { type.removeLast() }  // the dictionary holds no optionals
            lines.append(additionalPropertiesLine(valueType: type))
        }
        if let identity { lines.insert("    identity: \(q(identity))", at: 1) }
        return Block(section: .models, name: name, lines: lines)
    }

    private mutating func enumBlock(_ name: String) -> Block {
        var lines = ["  \(q(name)):"]
        if chance(50) { lines.append("    description: \(q(pick(NamePools.texts)))") }
        var taken: Set<String> = []
        if chance(25) {
            lines.append("    type: int")
            let values = (0..<(2 + random.below(3))).map {
                "\(q(String($0 * 7 - 3))): \(q(pick(NamePools.memberNames)))"
            }
            lines.append("    enum: { \(values.joined(separator: ", ")) }")
        } else {
            let values = names(2 + random.below(4), from: NamePools.enumValues, fallback: "v", taken: &taken)
            enumValues[name] = values
            if chance(25) {
                let pairs = values.map { "\(q($0)): \(q(pick(NamePools.memberNames)))" }
                lines.append("    enum: { \(pairs.joined(separator: ", ")) }")
            } else {
                lines.append("    enum: [\(values.map(q).joined(separator: ", "))]")
            }
            if chance(30) { lines.append("    caseInsensitive: true") }
        }
        return Block(section: .models, name: name, lines: lines)
    }

    private mutating func familyBlock(_ name: String, members: [String]) -> Block {
        var lines = ["  \(q(name)):", "    family:"]
        switch random.below(3) {
        case 0: lines.append("      discriminator: { field: \(q(pick(NamePools.memberNames))) }")
        case 1:
            lines.append(
                "      discriminator: { field: \(q(pick(NamePools.memberNames))), prefix: \(q(pick(["ern:", "x", "\"q"]))) }"
            )
        default: lines.append("      discriminator: { key: true }")
        }
        var taken: Set<String> = []
        let chosen = Array(Set(members)).sorted().prefix(1 + random.below(3))
        let wires = names(chosen.count, from: NamePools.memberNames + NamePools.typeNames, fallback: "m", taken: &taken)
        let pairs = zip(wires, chosen).map { "\(q($0.0)): \(q($0.1))" }
        lines.append("      members: { \(pairs.joined(separator: ", ")) }")
        return Block(section: .models, name: name, lines: lines)
    }
}
