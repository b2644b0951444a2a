"""Random hostile OpenAPI 3.0 / 3.1 documents, for sweeping `sdkgen import openapi` beyond real documents.

Each seed gives one JSON document with what real documents do now and then, all at once: names that are Swift
keywords, the generator's own members (`self`, `init`, `hashValue`, `path`), runtime and Foundation type names,
names that collide after camel-casing (`foo_bar`, `fooBar`, `foo-bar`), JSON-pointer escapes (`a/b`, `a~b`),
braces and non-ASCII text; enums of odd values; `oneOf` / `anyOf` / `allOf` that refer back to their component,
discriminators without members or with mappings to missing schemas; scalars written as compositions (`allOf` of a
reference and a restated type, members without a `type`); schemas named by `$id` and `$anchor`; 3.1 type lists and
`const`; parameters in every place and style (`deepObject` in a header), `content:` parameters, maps in the query;
every body and answer media type (event streams on HEAD); security schemes of every kind, scopes that are no scope
tokens, token URLs with server variables; servers with undeclared variables or variables inside a host label, an
operation's own included; class hierarchies as springdoc writes them, traits shared through `allOf`, empty
`oneOf` / `anyOf` / `allOf`; unions of flat objects that differ only in pinned values, `deepObject` form members
and query values, untyped lists, and security that only operations require.

Usage (then run the sweep over the folder; a row that is not `ok` is a bug of the importer or the generator):
    for i in $(seq 1 200); do python3 Benchmarks/Scripts/hostile_openapi.py $i /tmp/hostile/h$i.json; done
    python3 Benchmarks/Scripts/openapi_sweep.py --docs /tmp/hostile --work /tmp/hostile-sweep
A failing document shrinks to what still fails with `Benchmarks/Scripts/shrink_document.py`.
"""
import json, random, sys

NAMES = ["", " ", "self", "Self", "Type", "type", "init", "class", "struct", "1abc", "a-b", "a.b", "$ref", "default",
         "Protocol", "π", "日本", "x__y", "_", "__", "id", "ID", "Id", "foo_bar", "fooBar", "foo-bar", "FooBar",
         "String", "Data", "URL", "Date", "Error", "Result", "Optional", "Array", "Codable", "Sendable", "Hashable",
         "Decoder", "Encoder", "Client", "Request", "Response", "API", "APIRuntime", "Foundation", "Swift", "Any",
         "description", "hashValue", "unknown", "value", "values", "allCases", "rawValue", "case", "enum", "func",
         "return", "nil", "true", "false", "in", "is", "as", "where", "throws", "async", "await", "some", "any",
         "parameters", "path", "method", "body", "headers", "additionalProperties", "wholeBody", "API_KEY",
         "x-y-z", "a b c", "émoji😀", "a/b", "a~b", "a~1b", "%2F", "{x}", "a[b]", "a.b.c", "null", "Null", "None", "Void", "Never", "Int", "Double", "Bool", "Set",
         "Dictionary", "Character", "Equatable", "CodingKeys", "WireKey", "JSONValue", "OrderedMap", "Nullable"]
ENUMS = [["", "-", "+1", "1", "a b", "A", "a"], ["true", "false", "null"], [1, 2, 3], [0, -1, 99999999999],
         [1.5, 2.5], ["x", "X"], ["self", "init", "Type", "default"], ["a-b", "a_b", "aB"], ["日本", "π"],
         [True, False], ["only"], ["case", "enum", "unknown"]]
FORMATS = [None, "date-time", "date", "uuid", "uri", "byte", "binary", "int64", "int32", "float", "double", "email",
           "time", "duration", "password"]

def name(r):
    return r.choice(NAMES) if r.random() < 0.7 else r.choice(NAMES) + r.choice(NAMES)

def scalar(r):
    t = r.choice(["string", "integer", "number", "boolean"])
    s = {"type": t}
    if r.random() < 0.08: s["type"] = [t, "null"]
    if r.random() < 0.05: s["type"] = [t, r.choice(["string", "integer", "boolean"])]
    if r.random() < 0.05: s["const"] = r.choice(["a", 1, True, None])
    if r.random() < 0.08: s[r.choice(["readOnly", "writeOnly", "deprecated"])] = True
    if r.random() < 0.05: s["enum"] = r.choice(ENUMS) + [None]
    f = r.choice(FORMATS)
    if f and r.random() < 0.5: s["format"] = f
    if r.random() < 0.15: s["enum"] = r.choice(ENUMS)
    if r.random() < 0.15: s["nullable"] = True
    return s

def schema(r, comps, depth):
    if depth > 3 or r.random() < 0.35: return scalar(r)
    k = r.random()
    if k < 0.25 and comps: return {"$ref": "#/components/schemas/" + r.choice(comps)}
    if k < 0.35: return {"type": "array", "items": schema(r, comps, depth + 1)}
    if k < 0.42: return {"type": "object", "additionalProperties": schema(r, comps, depth + 1) if r.random() < 0.7 else True}
    if k < 0.52: return {r.choice(["oneOf", "anyOf"]): [schema(r, comps, depth + 1) for _ in range(r.randint(1, 4))]}
    if k < 0.58: return {"allOf": [schema(r, comps, depth + 1) for _ in range(r.randint(1, 3))]}
    if k < 0.60 and comps:
        return {"allOf": [{"$ref": "#/components/schemas/" + r.choice(comps)}, {"type": "object", "properties": {name(r): schema(r, comps, depth + 1)}}], **({"discriminator": {"propertyName": name(r)}} if r.random() < 0.3 else {})}
    if k < 0.62 and comps:
        prop = name(r)
        members = r.sample(comps, min(len(comps), r.randint(1, 3)))
        return {"oneOf": [{"$ref": "#/components/schemas/" + m} for m in members],
                "discriminator": {"propertyName": prop, **({"mapping": {name(r): "#/components/schemas/" + r.choice(members + ["Missing", name(r)]) for m in members}} if r.random() < 0.5 else {})}}
    props = {}
    for _ in range(r.randint(0, 6)): props[name(r)] = schema(r, comps, depth + 1)
    s = {"type": "object", "properties": props}
    if props and r.random() < 0.6: s["required"] = r.sample(list(props), r.randint(0, len(props)))
    if r.random() < 0.1: s["additionalProperties"] = False
    return s

def extras(r, schemas):
    """Shapes of real documents the main stream does not make, from a random stream of their own (so the main
    stream, and what it makes of a seed, stays as it was): enums written as titled constants (Discord), enums open
    to any string (OpenAI's `model`), one-or-many behind `allOf` (Elasticsearch), a mapped member that only renames
    its base (Okta), a list alias of a union that holds the list (Apideck) and loose members whose shared property
    each types differently. Returns the holder component's name, which the `/extras` endpoint answers."""
    def fresh(stem):
        n = name(r) or stem
        while n in schemas: n += "_"
        return n
    def constants():
        values = r.choice(ENUMS)
        if r.random() < 0.2: values = values + [r.choice(["z", 7, True])]
        members = [{"const": v, **({"title": name(r)} if r.random() < 0.8 else {}),
                    **({"description": name(r) + "\nmore"} if r.random() < 0.5 else {})} for v in values]
        if r.random() < 0.2: members.append({"type": "null"})
        if r.random() < 0.2: members.append({"enum": [r.choice(["one", 1])]})
        return {**({"type": r.choice(["string", "integer"])} if r.random() < 0.5 else {}), r.choice(["oneOf", "anyOf"]): members}
    enum_name = fresh("E"); schemas[enum_name] = {"type": "string", "enum": r.choice(ENUMS)}
    titled = fresh("Titled"); schemas[titled] = constants()
    many = fresh("Many")
    schemas[many] = {"oneOf": [{"$ref": "#/components/schemas/" + r.choice([enum_name, titled])},
                               {"type": "array", "items": {"$ref": "#/components/schemas/" + r.choice([enum_name, titled])}}]}
    base, mid, alias, other = fresh("Base"), fresh("Mid"), fresh("Alias"), fresh("Other")
    field = name(r) or "kind"
    schemas[base] = {"type": "object", "properties": {field: {"type": "string"}, name(r) or "n": {"type": "string"}},
                     "discriminator": {"propertyName": field, "mapping": {name(r) or "a": "#/components/schemas/" + alias,
                                                                       name(r) or "b": "#/components/schemas/" + other}}}
    schemas[mid] = {"allOf": [{"$ref": "#/components/schemas/" + base}]}
    schemas[alias] = {"allOf": [{"$ref": "#/components/schemas/" + mid}] + ([{"description": "x"}] if r.random() < 0.5 else [])}
    schemas[other] = {"type": "object", "properties": {field: {"type": "string"}, "extra": {"type": "integer"}}}
    lst, a, b = fresh("List"), fresh("A"), fresh("B")
    schemas[lst] = {"type": "array", **({"nullable": True} if r.random() < 0.5 else {}),
                    "items": {r.choice(["oneOf", "anyOf"]): [{"$ref": "#/components/schemas/" + a}, {"$ref": "#/components/schemas/" + b}]}}
    schemas[a] = {"type": "object", **({"required": ["a"]} if r.random() < 0.5 else {}),
                  "properties": {"a": {"type": "string"}, name(r) or "items": {"$ref": "#/components/schemas/" + lst}}}
    schemas[b] = {"type": "object", "properties": {"b": {"type": "number"}}}
    shared = name(r) or "v"
    loose = [{"type": "object", "properties": {shared: r.choice([{"$ref": "#/components/schemas/" + enum_name}, {"type": "string"},
                                                                  {"type": "number"}, {"type": "string", "format": "date-time"},
                                                                  {"type": "boolean"}, {"$ref": "#/components/schemas/" + titled},
                                                                  {"type": "array", "items": {"type": "string"}}])}} for _ in range(3)]
    holder = fresh("Holder")
    schemas[holder] = {"type": "object", "properties": {
        "titled": {"$ref": "#/components/schemas/" + titled},
        "open": {"anyOf": [{"type": "string"}, r.choice([{"$ref": "#/components/schemas/" + enum_name}, {"type": "string", "enum": r.choice(ENUMS)}])]},
        "base": {"$ref": "#/components/schemas/" + base},
        "list": {"$ref": "#/components/schemas/" + lst},
        "merged": {"anyOf": loose},
        "kinds": {"type": [r.choice(["string", "integer"]), r.choice(["number", "boolean", "array"])], "items": {"type": "string"}}}}
    return holder, many, titled

def scalars(r, schemas):
    """Scalars real documents write as compositions, from a third random stream: an `allOf` of a reference to a
    string and a member that restates the type (Lob's identifiers), members that take the outer `type` (Lob's
    `send_date`: `type: string, anyOf: [{format: date-time}, {format: date}]`), a reference narrowed by `enum`, and
    a small lattice of such `allOf`s. Returns the holder's properties and the `/extras` parameters: an exploded map
    in the query and a required `Accept` given only as an example."""
    def fresh(stem):
        n = name(r) or stem
        while n in schemas: n += "_"
        return n
    t = r.choice(["string", "integer", "number", "boolean"])
    raw = fresh("Raw"); schemas[raw] = {"type": t, **({"pattern": "^x"} if r.random() < 0.5 else {})}
    ref = {"$ref": "#/components/schemas/" + raw}
    ident = fresh("Ident")
    schemas[ident] = {"allOf": [ref, {"type": r.choice([t, t, "string"]), "description": name(r) or "d"}][::r.choice([1, -1])]}
    narrowed = {"allOf": [ref, {"type": t, "enum": r.choice(ENUMS)}]}
    typeless = [r.choice([{"format": f} for f in FORMATS if f] + [{"description": "x"}, {"minimum": 1}, {"enum": ["a"]}, {}])
                for _ in range(r.randint(1, 3))]
    outer = {"type": r.choice([t, [t, "null"], "object", ["string", "integer"]]), r.choice(["oneOf", "anyOf", "allOf"]): typeless}
    lattice = [fresh("L0")]
    schemas[lattice[0]] = {"type": t}
    for i in range(1, r.randint(2, 9)):
        lattice.append(fresh("L%d" % i))
        members = [{"$ref": "#/components/schemas/" + m} for m in lattice[max(0, i - 2):i]]
        schemas[lattice[-1]] = {"allOf": members + ([{"format": r.choice(FORMATS) or "uuid"}] if r.random() < 0.3 else [])}
    properties = {"ident": {"$ref": "#/components/schemas/" + ident}, "narrowed": narrowed, "outer": outer,
                  "lattice": {"$ref": "#/components/schemas/" + lattice[-1]},
                  "idents": {"type": "array", "items": {"$ref": "#/components/schemas/" + ident}}}
    value = r.choice([{"type": "string"}, {"type": "integer"}, {"$ref": "#/components/schemas/" + ident},
                      {"type": "object", "properties": {"a": {"type": "string"}}}, True])
    parameters = [{"name": r.choice(["n", "key", "meta", name(r) or "m", "a{b}"]), "in": "query",
                   "schema": {"type": "object", "additionalProperties": value},
                   **({"explode": False} if r.random() < 0.2 else {}), **({"style": "deepObject"} if r.random() < 0.2 else {})},
                  {"name": r.choice(["Accept", "accept", "X-Accept"]), "in": "header", "required": r.random() < 0.8,
                   "schema": {"type": "string", "example": r.choice(["application/vnd.x.v1+json", "application/json", "a b", "text/csv; q=1", "/"])}}]
    named = fresh("Named")
    ident_uri = r.choice(["https://x.example.com/s/" + named, named, "", "#", "x#y", "https://x/a b", "urn:x:" + named])
    anchor = r.choice(["a", "", named, "a b", "owner"])
    schemas[named] = {"$id": ident_uri, "$anchor": anchor, "type": "object",
                      "properties": {"me": {"$ref": ident_uri}, "again": {"$ref": "#" + anchor},
                                     "inner": {"$ref": "#/$defs/d"}, "gone": {"$ref": r.choice(["#nothing", "nothing", "https://x/none"])}},
                      "$defs": {"d": {"$anchor": r.choice(["d", anchor]), "type": r.choice(["string", "object"])}},
                      "example": {"$id": "not-a-schema", "$ref": ident_uri}}
    properties["named"] = {"$ref": r.choice([ident_uri, "#" + anchor, "#/components/schemas/" + named])}
    return properties, parameters

def subtypes(r, schemas):
    """Class hierarchies and empty lists, from a fourth random stream: a discriminated `oneOf` base whose subtypes
    extend it (`A: allOf [Base, {…}]`, `B: allOf [Base]`, how springdoc writes Java classes), a discriminated
    `oneOf` of one subtype, a trait that models share through `allOf` and that holds them again (Figma's
    `children`), `oneOf: []` / `anyOf: []` / `allOf: []` / `oneOf: [null]` (Cohere's), and a union of objects
    nothing tells apart whose properties are lists of other such objects, or themselves (Vonage's SMS answer).
    Returns the holder's properties."""
    def fresh(stem):
        n = name(r) or stem
        while n in schemas: n += "_"
        return n
    def ref(n): return {"$ref": "#/components/schemas/" + n}
    field = r.choice(["type", "kind", "object", name(r) or "t"])
    base = fresh("Base")
    subs = [fresh("Sub%d" % i) for i in range(r.randint(1, 4))]
    schemas[base] = {"oneOf": [ref(n) for n in subs], "discriminator": {"propertyName": field}}
    if r.random() < 0.6:
        schemas[base]["discriminator"]["mapping"] = {r.choice(["A", "b-c", "", n]): r.choice(["#/components/schemas/" + n, n, "#/components/schemas/Gone"]) for n in subs}
    if r.random() < 0.4: schemas[base].update({"type": "object", "properties": {"shared": {"type": "string"}, field: {"type": "string"}}})
    for n in subs:
        shape = r.choice(["alias", "fields", "described", "pinned", "plain"])
        if shape == "alias": schemas[n] = {"allOf": [ref(base)]}
        elif shape == "described": schemas[n] = {"allOf": [ref(base), {"description": name(r) or "d"}]}
        elif shape == "fields": schemas[n] = {"allOf": [ref(base), {"type": "object", "properties": {name(r) or "f": scalar(r)}}], **({"required": [field]} if r.random() < 0.3 else {})}
        elif shape == "pinned": schemas[n] = {"allOf": [ref(base), {"type": "object", "properties": {field: {"type": "string", "enum": [n]}}}]}
        else: schemas[n] = {"type": "object", "properties": {"x": scalar(r)}}
    trait, node = fresh("Trait"), fresh("Node")
    members = [fresh("N%d" % i) for i in range(r.randint(1, 3))]
    schemas[trait] = {"type": "object", "required": r.choice([["children"], []]), "properties": {"children": {"type": "array", "items": ref(node)}}}
    schemas[node] = {"oneOf": [ref(m) for m in members], **({"discriminator": {"propertyName": "type"}} if r.random() < 0.3 else {})}
    for m in members:
        schemas[m] = {"allOf": [{"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": [r.choice([m, "X", ""])]}}}, ref(trait)]}
    empty = [{"oneOf": []}, {"anyOf": [], "type": r.choice(["string", "integer", "object"])}, {"allOf": []}, {"oneOf": [{"type": "null"}]},
             {"oneOf": [], "discriminator": {"propertyName": "t", "mapping": {"a": "#/components/schemas/Gone"}}},
             {"oneOf": [], "properties": {"k": {"type": "string"}}}, {"type": "array", "items": {"anyOf": []}}]
    properties = {"base": ref(r.choice([base] + subs)), "sub": ref(r.choice(subs)), "tree": ref(r.choice([trait, node] + members)),
                  "lone": {"oneOf": [ref(r.choice(subs))], "discriminator": {"propertyName": r.choice([field, "tag"])}, **({"nullable": True} if r.random() < 0.3 else {})}}
    for i in range(r.randint(1, 3)): properties["empty%d" % i] = r.choice(empty)
    # Loose objects whose properties differ in type: lists of other loose objects, and themselves by value.
    loose = [fresh("Loose%d" % i) for i in range(r.randint(2, 3))]
    elements = [fresh("Elem%d" % i) for i in range(len(loose))]
    for n, e in zip(loose, elements):
        schemas[e] = {"type": "object", "properties": {r.choice(["x", "y", name(r) or "z"]): scalar(r), "back": ref(r.choice(loose))}}
        schemas[n] = {"type": "object", "properties": {"items": r.choice([{"type": "array", "items": ref(e)}, ref(e)]),
                                                      "parent": ref(r.choice([n, e])), name(r) or "v": scalar(r)}}
    properties["loose"] = {r.choice(["anyOf", "oneOf"]): [ref(n) for n in loose]}
    return properties

def flat_and_deep(r, schemas, paths):
    """Unions of flat objects that differ only in pinned values, deepObject values and untyped lists, from a fifth
    random stream: PayPal's error `details` (issue codes and sentences, a code shared by two members, a member that
    types a field differently or adds one, a `null` member), a component union of them, Stripe's form members whose
    `encoding` says `deepObject` and query values that are ranges, unions or lists, Swagger-style `type: array`
    without `items` (with an `enum` beside it), and operations that require their own security schemes with no
    document-wide requirement. Returns the holder's properties."""
    def fresh(stem):
        n = name(r) or stem
        while n in schemas: n += "_"
        return n
    def ref(n): return {"$ref": "#/components/schemas/" + n}
    fields = list(dict.fromkeys([r.choice(["issue", "type", "code", name(r) or "f"]), r.choice(["description", "detail", name(r) or "g"])]))
    values = ["USER_ACCOUNT_CLOSED", "A sentence, with spaces.", "", "self", "case", "a-b", "a_b", "x" * 70, "日本", "1abc", "null"]
    # Mostly alike: the same fields pinned and the same extra field in every member; now and then one that is not.
    pin_second = r.random() < 0.7
    extra = r.choice([None, {"type": "string"}, {"type": "integer"}, {"type": "array", "items": {"type": "string"}}])
    kinds = {f: r.choice(["enum", "const", "enum", "integer", "boolean"]) for f in fields}
    def pin(kind, v, i):
        return {"enum": {"type": "string", "enum": [v]}, "const": {"const": v}, "integer": {"type": "integer", "const": i},
                "boolean": {"type": "boolean", "enum": [i % 2 == 0]}}[kind]
    def member(i):
        props = {}
        for f in fields:
            v = r.choice(values + ["v%d" % i, "v%d" % (i // 2)])
            pinned = f == fields[0] or (pin_second if r.random() < 0.9 else not pin_second)
            kind = kinds[f] if r.random() < 0.9 else r.choice(["enum", "const", "integer", "boolean"])
            props[f] = pin(kind, v, i) if pinned else {"type": "string"}
        if extra is not None and r.random() < 0.9: props["extra"] = dict(extra)
        elif r.random() < 0.1: props["extra"] = {"type": "number"}
        shape = {"title": r.choice(["T", name(r) or "t"]), "properties": props, **({"required": [fields[0]]} if r.random() < 0.5 else {})}
        if r.random() < 0.2: shape["type"] = "object"
        return shape
    members = [member(i) for i in range(r.randint(2, 6))]
    if r.random() < 0.3:
        n = fresh("Detail")
        schemas[n] = members[0]
        members[0] = ref(n)
    if r.random() < 0.2: members.append({"type": "null"})
    union = {r.choice(["anyOf", "oneOf"]): members}
    component = fresh("Uniform")
    schemas[component] = {r.choice(["anyOf", "oneOf"]): [member(i) for i in range(r.randint(2, 4))]}
    properties = {"details": {"type": "array", "items": union}, "uniform": ref(component), "maybe": {**union, "nullable": True}}
    nested = {"type": "object", "properties": {"city": {"type": "string"}, "geo": {"type": "object", "properties": {"lat": {"type": "number"}}}, name(r) or "n": scalar(r)}}
    members_schema = {"type": "object", "properties": {"name": {"type": "string"}, "address": nested, "expand": {"type": "array", "items": {"type": "string"}},
                                                       "metadata": {"type": "object", "additionalProperties": {"type": "string"}}, "loose": nested,
                                                       "any": {"type": "array"}, "file": {"type": "string", "format": "binary"}}}
    mt = r.choice(["application/x-www-form-urlencoded", "multipart/form-data"])
    encoding = {k: {"style": r.choice(["deepObject", "form"]), "explode": r.random() < 0.8} for k in ["address", "expand", "metadata", "file", "name"] if r.random() < 0.7}
    query = [{"name": "created", "in": "query", "style": "deepObject", "explode": True, "schema": r.choice([{"anyOf": [{"type": "object", "properties": {"gte": {"type": "integer"}}}, {"type": "integer"}]}, nested, {"type": "array", "items": {"type": "string"}}, {"type": "object"}, {"type": "object", "additionalProperties": {"type": "integer"}}])},
             {"name": r.choice(["sku:in", "ids", name(r) or "l"]), "in": r.choice(["query", "header", "path", "cookie"]), "schema": r.choice([{"type": "array"}, {"type": "array", "items": {}}, {"type": "array", "items": {}, "enum": r.choice(ENUMS)}])}]
    path = "/deep" + ("/{%s}" % query[1]["name"] if query[1]["in"] == "path" else "")
    if query[1]["in"] == "path": query[1]["required"] = True
    op = {"operationId": "deep", "parameters": query, "requestBody": {"content": {mt: {"schema": members_schema, "encoding": encoding}}},
          "responses": {"200": {"description": "x", "content": {"application/json": {"schema": union}}}}}
    if r.random() < 0.6: op["security"] = r.choice([[], [{"opToken": []}], [{"opKey": []}, {"opToken": []}]])
    paths[path] = {"post": op}
    return properties

def token_url(r):
    """An OAuth 2 token URL with or without server variables (OpsRamp's `https://{subdomain}.api.opsramp.com`)."""
    return r.choice(["https://{a}-{b}.x.example.com/oauth/token", "https://{region}-api.example.com", "{scheme}://x.example.com/t",
                     "https://{none}.example.com/token", "/token", "token", "ftp://x/token", "not a url", "https://x/{a}/token"])

def document(seed):
    r = random.Random(seed)
    comps = list(dict.fromkeys(name(r) for _ in range(r.randint(1, 12))))
    schemas = {}
    for c in comps: schemas[c] = schema(r, comps, 0)
    paths = {}
    for _ in range(r.randint(1, 8)):
        segs = ["/" + r.choice(["pets", "a b", "x-y", "日本", "v1", "{id}", "{self}", "items.json", "%20"]) for _ in range(r.randint(1, 3))]
        p = "".join(segs)
        ops = paths.setdefault(p, {})
        m = r.choice(["get", "post", "put", "patch", "delete", "head", "options", "trace"])
        op = {"responses": {}}
        if r.random() < 0.8: op["operationId"] = name(r)
        if r.random() < 0.5: op["tags"] = [name(r)]
        params = []
        for ph in [s[2:-1] for s in segs if s.startswith("/{")]:
            params.append({"name": ph, "in": "path", "required": True, "schema": scalar(r)})
        for _ in range(r.randint(0, 4)):
            p = {"name": name(r), "in": r.choice(["query", "header", "cookie"]), "schema": schema(r, comps, 2), **({"required": True} if r.random() < 0.3 else {})}
            if r.random() < 0.1: p["style"] = r.choice(["deepObject", "form", "spaceDelimited", "pipeDelimited", "simple"]); p["explode"] = r.random() < 0.5
            if r.random() < 0.07: p.pop("schema"); p["content"] = {"application/json": {"schema": schema(r, comps, 1)}}
            params.append(p)
        if params: op["parameters"] = params
        if m in ("post", "put", "patch") and r.random() < 0.8:
            mt = r.choice(["application/json", "application/x-www-form-urlencoded", "multipart/form-data", "text/plain", "application/octet-stream"])
            op["requestBody"] = {"content": {mt: {"schema": schema(r, comps, 1)}}, **({"required": True} if r.random() < 0.5 else {})}
        for _ in range(r.randint(1, 3)):
            code = r.choice(["200", "201", "204", "400", "404", "default", "2XX", "5XX"])
            resp = {"description": name(r) or "x"}
            if code != "204" and r.random() < 0.85:
                mt = r.choice(["application/json", "application/json", "text/plain", "application/xml", "*/*", "application/problem+json", "text/event-stream", "application/x-ndjson", "application/octet-stream", "application/vnd.api+json; charset=utf-8"])
                if r.random() < 0.2: resp["headers"] = {name(r) or "X": {"schema": scalar(r)} for _ in range(2)}
                resp["content"] = {mt: {"schema": schema(r, comps, 1)}}
            op["responses"][code] = resp
        ops[m] = op
    x = random.Random(seed * 7919 + 17)
    holder, many, titled = extras(x, schemas)
    paths["/extras"] = {"get": {"operationId": "extras", "parameters": [
        {"name": "many", "in": "query", "schema": {"allOf": [{"$ref": "#/components/schemas/" + many}], "default": None}, **({"explode": False} if x.random() < 0.5 else {})},
        {"name": "titled", "in": x.choice(["query", "header", "path"]), "required": True, "schema": {"$ref": "#/components/schemas/" + titled}}],
        "responses": {"200": {"description": "x", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/" + holder}}}}}}}
    y = random.Random(seed * 104729 + 31)
    properties, parameters = scalars(y, schemas)
    schemas[holder]["properties"].update(properties)
    paths["/extras"]["get"]["parameters"] += parameters
    if paths["/extras"]["get"]["parameters"][1]["in"] == "path":
        paths["/extras/{titled}"] = paths.pop("/extras")
    version = r.choice(["3.0.3", "3.1.0"])
    doc = {"openapi": version, "info": {"title": name(r) or "T", "version": "1"},
           "servers": [{"url": r.choice(["https://api.example.com/v1", "/", "{scheme}://x.example.com", "http://localhost:8080"]), **({"variables": {"scheme": {"default": "https"}}} if r.random() < 0.5 else {})}],
           "paths": paths, "components": {"schemas": schemas}}
    if r.random() < 0.5:
        kind = r.choice([{"type": "apiKey", "in": r.choice(["query", "header", "cookie"]), "name": name(r) or "k"}, {"type": "http", "scheme": "bearer"}, {"type": "http", "scheme": "basic"}, {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://x/token", "scopes": {}}}}, {"type": "openIdConnect", "openIdConnectUrl": "https://x/.well-known"}])
        doc["components"]["securitySchemes"] = {name(r) or "s": kind}
        doc["security"] = [{list(doc["components"]["securitySchemes"])[0]: []}]
    if y.random() < 0.5:
        url = y.choice(["https://{a}-{b}.x.example.com:{p}/v{v}", "https://{region}-api.example.com", "http://pre{a}post.example.com/{b}",
                        "https://{a}{b}.example.com", "https://{a}-{b}.{c}.example.com", "{scheme}://{a}-x.example.com"])
        defaults = {v: {"default": y.choice(["", "a b", "x.y", "eu", "8080", "-", "a-b"])} for v in ["a", "b", "c", "p", "v", "region", "scheme"] if "{" + v + "}" in url}
        doc["servers"].append({"url": url, "description": y.choice(["Data plane", "", "x"]), "variables": defaults})
    if y.random() < 0.5:
        extras_path = "/extras/{titled}" if "/extras/{titled}" in doc["paths"] else "/extras"
        url = y.choice(["https://{a}-{b}.svc.{region}.example.com", "https://{region}.up.example.com/{b}", "https://{scheme}.x/{a}",
                        "http://{a}:{p}/", "https://{host}/v1", "/relative/{a}"])
        defaults = {v: {"default": y.choice(["", "eu", "a-b", "8080", "x y"])} for v in ["a", "b", "p", "region", "scheme", "host"] if "{" + v + "}" in url}
        doc["paths"][extras_path]["get"]["servers"] = [{"url": url, "variables": defaults}]
    if y.random() < 0.3 and "securitySchemes" not in doc["components"]:
        scopes = {y.choice(["read:LH Open API", "a.read", "", "caf\u00e9", "b\\c", "w"]): "x" for _ in range(3)}
        doc["components"]["securitySchemes"] = {"o": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://x/token", "scopes": scopes}}}}
        doc["security"] = [{"o": []}]
    z = random.Random(seed * 1299709 + 53)
    schemas[holder]["properties"].update(subtypes(z, schemas))
    if z.random() < 0.3 and "securitySchemes" not in doc["components"]:
        doc["components"]["securitySchemes"] = {"t": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": token_url(z), "scopes": {}}}}}
        doc["security"] = [{"t": []}]
    w = random.Random(seed * 15485863 + 71)
    schemas[holder]["properties"].update(flat_and_deep(w, schemas, doc["paths"]))
    if "securitySchemes" not in doc["components"] and w.random() < 0.5:
        # Schemes that only operations require: the auth style comes from how many name each first.
        doc["components"]["securitySchemes"] = {"opKey": {"type": "http", "scheme": "basic"}, "opToken": {"type": "http", "scheme": "bearer"}}
    if version == "3.1.0":
        doc = json.loads(json.dumps(doc).replace('"nullable": true', '"x-nullable": true'))
    return doc

if __name__ == "__main__":
    seed = int(sys.argv[1]); out = sys.argv[2]
    json.dump(document(seed), open(out, "w"), ensure_ascii=False, indent=1)
