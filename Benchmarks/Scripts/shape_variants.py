#!/usr/bin/env python3
"""Rewrites a generated synthetic module into alternative shapes, to price each emitted construct.

    shape_variants.py GENERATED OUTDIR [VARIANT ...]

GENERATED is a `Sources/Synthetic/Generated` folder from `make_synthetic.py` + `sdkgen generate` (or the
`Work/compile-ab/after` copy that `compile_ab.sh` keeps). Each VARIANT becomes OUTDIR/VARIANT, a copy of the
module with one construct rewritten everywhere; `frontend_cpu.py` then times the copies against each other.
These are measuring probes, not proposed output: some stub bodies out (an upper bound of what any cheaper
spelling of those bodies could save), the others are complete alternative spellings that compile and behave
like the generated code. Without VARIANT names, every variant is written.

Model variants (the models' extension with init(from:), encode(to:), ==, hash(into:)):
  stub-bodies        all four bodies emptied (fatalError / return true): the upper bound
  stub-equality      == and hash(into:) emptied
  stub-decode        init(from:) emptied
  stub-encode        encode(to:) emptied
  visitor            encode, == and hash through one generic field visitor per model (one statement per field)
  reader-writer      init(from:) and encode(to:) through non-throwing readers and writers, one `try` per member
  concrete-equality  scalar fields compared and hashed through non-generic helpers
  keypath-table      encode, == and hash driven by a static table of key paths, one row per field
  boxed              stored properties moved into a final class per model (copy-on-write box)
  no-hashable        models without `Hashable` (no ==, no hash(into:)): a conformance left out, not a spelling
Request variants:
  let-requests       the typed parameters `let` instead of `var`
  optional-spelling  `Optional<T>` instead of `T?` on `var` parameters (no implicit `nil` initializer)
  no-additional      without the `additionalParameters` property
  stub-parameters    the `parameters` getter's body emptied
"""
import os
import re
import shutil
import sys

SUPPORT = {
    "visitor": '''import APIRuntime
import Foundation

/// Probe: visits a model's fields in pairs (the value and the one it is compared with).
public protocol ProbeFieldVisitor {
    associatedtype Failure: Error
    mutating func string(_ value: String, _ other: String, _ key: StaticString) throws(Failure)
    mutating func stringIfPresent(_ value: String?, _ other: String?, _ key: StaticString) throws(Failure)
    mutating func int(_ value: Int, _ other: Int, _ key: StaticString) throws(Failure)
    mutating func double(_ value: Double, _ other: Double, _ key: StaticString) throws(Failure)
    mutating func bool(_ value: Bool, _ other: Bool, _ key: StaticString) throws(Failure)
    mutating func value<T: Codable & Hashable>(_ value: T, _ other: T, _ key: StaticString) throws(Failure)
    mutating func valueIfPresent<T: Codable & Hashable>(_ value: T?, _ other: T?, _ key: StaticString) throws(Failure)
}

/// Probe: compares.
public struct ProbeEquality: ProbeFieldVisitor {
    public var isEqual = true
    public init() {}
    public mutating func string(_ value: String, _ other: String, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func stringIfPresent(_ value: String?, _ other: String?, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func int(_ value: Int, _ other: Int, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func double(_ value: Double, _ other: Double, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func bool(_ value: Bool, _ other: Bool, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func value<T: Codable & Hashable>(_ value: T, _ other: T, _ key: StaticString) { isEqual = isEqual && value == other }
    public mutating func valueIfPresent<T: Codable & Hashable>(_ value: T?, _ other: T?, _ key: StaticString) { isEqual = isEqual && value == other }
}

/// Probe: hashes.
public struct ProbeHashing: ProbeFieldVisitor {
    public var hasher: Hasher
    public init(_ hasher: Hasher) { self.hasher = hasher }
    public mutating func string(_ value: String, _ other: String, _ key: StaticString) { hasher.combine(value) }
    public mutating func stringIfPresent(_ value: String?, _ other: String?, _ key: StaticString) { hasher.combine(value) }
    public mutating func int(_ value: Int, _ other: Int, _ key: StaticString) { hasher.combine(value) }
    public mutating func double(_ value: Double, _ other: Double, _ key: StaticString) { hasher.combine(value) }
    public mutating func bool(_ value: Bool, _ other: Bool, _ key: StaticString) { hasher.combine(value) }
    public mutating func value<T: Codable & Hashable>(_ value: T, _ other: T, _ key: StaticString) { hasher.combine(value) }
    public mutating func valueIfPresent<T: Codable & Hashable>(_ value: T?, _ other: T?, _ key: StaticString) { hasher.combine(value) }
}

/// Probe: encodes.
public struct ProbeEncoding: ProbeFieldVisitor {
    public var container: KeyedEncodingContainer<WireKey>
    public init(_ encoder: any Encoder) { container = encoder.container(keyedBy: WireKey.self) }
    public mutating func string(_ value: String, _ other: String, _ key: StaticString) throws(any Error) { try container.string(value, key) }
    public mutating func stringIfPresent(_ value: String?, _ other: String?, _ key: StaticString) throws(any Error) { try container.stringIfPresent(value, key) }
    public mutating func int(_ value: Int, _ other: Int, _ key: StaticString) throws(any Error) { try container.int(value, key) }
    public mutating func double(_ value: Double, _ other: Double, _ key: StaticString) throws(any Error) { try container.double(value, key) }
    public mutating func bool(_ value: Bool, _ other: Bool, _ key: StaticString) throws(any Error) { try container.bool(value, key) }
    public mutating func value<T: Codable & Hashable>(_ value: T, _ other: T, _ key: StaticString) throws(any Error) { try container.value(value, key) }
    public mutating func valueIfPresent<T: Codable & Hashable>(_ value: T?, _ other: T?, _ key: StaticString) throws(any Error) { try container.valueIfPresent(value, key) }
}
''',
    "reader-writer": '''import APIRuntime
import Foundation

/// Probe: reads fields without throwing, keeping the first error.
public struct ProbeReader {
    var container: KeyedDecodingContainer<WireKey>
    var error: (any Error)?
    public init(_ decoder: any Decoder) throws { container = try decoder.container(keyedBy: WireKey.self) }
    public var succeeded: Bool { error == nil }
    public var failure: any Error {
        error ?? DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "missing"))
    }
    mutating func keep(_ failure: any Error) { if error == nil { error = failure } }
    public mutating func string(_ key: StaticString) -> String? { do { return try container.string(key) } catch { keep(error); return nil } }
    public mutating func int(_ key: StaticString) -> Int? { do { return try container.int(key) } catch { keep(error); return nil } }
    public mutating func double(_ key: StaticString) -> Double? { do { return try container.double(key) } catch { keep(error); return nil } }
    public mutating func bool(_ key: StaticString) -> Bool? { do { return try container.bool(key) } catch { keep(error); return nil } }
    public mutating func stringIfPresent(_ key: StaticString) -> String? { do { return try container.stringIfPresent(key) } catch { keep(error); return nil } }
    public mutating func value<T: Decodable>(_ type: T.Type, _ key: StaticString) -> T? { do { return try container.value(type, key) } catch { keep(error); return nil } }
    public mutating func valueIfPresent<T: Decodable>(_ type: T.Type, _ key: StaticString) -> T? { do { return try container.valueIfPresent(type, key) } catch { keep(error); return nil } }
}

/// Probe: writes fields without throwing, keeping the first error.
public struct ProbeWriter {
    var container: KeyedEncodingContainer<WireKey>
    var error: (any Error)?
    public init(_ encoder: any Encoder) { container = encoder.container(keyedBy: WireKey.self) }
    public func finish() throws { if let error { throw error } }
    public mutating func string(_ value: String, _ key: StaticString) { guard error == nil else { return }; do { try container.string(value, key) } catch { self.error = error } }
    public mutating func int(_ value: Int, _ key: StaticString) { guard error == nil else { return }; do { try container.int(value, key) } catch { self.error = error } }
    public mutating func double(_ value: Double, _ key: StaticString) { guard error == nil else { return }; do { try container.double(value, key) } catch { self.error = error } }
    public mutating func bool(_ value: Bool, _ key: StaticString) { guard error == nil else { return }; do { try container.bool(value, key) } catch { self.error = error } }
    public mutating func stringIfPresent(_ value: String?, _ key: StaticString) { guard error == nil else { return }; do { try container.stringIfPresent(value, key) } catch { self.error = error } }
    public mutating func value<T: Encodable>(_ value: T, _ key: StaticString) { guard error == nil else { return }; do { try container.value(value, key) } catch { self.error = error } }
    public mutating func valueIfPresent<T: Encodable>(_ value: T?, _ key: StaticString) { guard error == nil else { return }; do { try container.valueIfPresent(value, key) } catch { self.error = error } }
}
''',
    "concrete-equality": '''/// Probe: non-generic comparisons and hashing of scalar fields.
public enum ProbeScalars {
    public static func string(_ a: String, _ b: String) -> Bool { a == b }
    public static func int(_ a: Int, _ b: Int) -> Bool { a == b }
    public static func double(_ a: Double, _ b: Double) -> Bool { a == b }
    public static func bool(_ a: Bool, _ b: Bool) -> Bool { a == b }
    public static func stringIfPresent(_ a: String?, _ b: String?) -> Bool { a == b }
    public static func hash(_ h: inout Hasher, string v: String) { h.combine(v) }
    public static func hash(_ h: inout Hasher, int v: Int) { h.combine(v) }
    public static func hash(_ h: inout Hasher, double v: Double) { h.combine(v) }
    public static func hash(_ h: inout Hasher, bool v: Bool) { h.combine(v) }
    public static func hash(_ h: inout Hasher, stringIfPresent v: String?) { h.combine(v) }
}
''',
    "keypath-table": '''import APIRuntime
import Foundation

/// Probe: a model's fields as rows of key paths that encode, compare and hash.
public struct ProbeTable<Root>: Sendable {
    /// One field.
    public struct Field: Sendable {
        let encode: @Sendable (Root, inout KeyedEncodingContainer<WireKey>) throws -> Void
        let equal: @Sendable (Root, Root) -> Bool
        let hash: @Sendable (Root, inout Hasher) -> Void
    }
    let fields: [Field]
    public init(_ fields: [Field]) { self.fields = fields }
    public func encode(_ root: Root, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        for field in fields { try field.encode(root, &container) }
    }
    public func equal(_ a: Root, _ b: Root) -> Bool { fields.allSatisfy { $0.equal(a, b) } }
    public func hash(_ a: Root, into hasher: inout Hasher) { for field in fields { field.hash(a, &hasher) } }
}

extension ProbeTable.Field {
    public static func value<V: Codable & Hashable & Sendable>(_ key: StaticString, _ path: KeyPath<Root, V> & Sendable) -> Self {
        Self(encode: { try $1.value($0[keyPath: path], key) }, equal: { $0[keyPath: path] == $1[keyPath: path] },
             hash: { $1.combine($0[keyPath: path]) })
    }
    public static func valueIfPresent<V: Codable & Hashable & Sendable>(_ key: StaticString, _ path: KeyPath<Root, V?> & Sendable) -> Self {
        Self(encode: { try $1.valueIfPresent($0[keyPath: path], key) }, equal: { $0[keyPath: path] == $1[keyPath: path] },
             hash: { $1.combine($0[keyPath: path]) })
    }
    public static func string(_ key: StaticString, _ path: KeyPath<Root, String> & Sendable) -> Self { value(key, path) }
    public static func int(_ key: StaticString, _ path: KeyPath<Root, Int> & Sendable) -> Self { value(key, path) }
    public static func double(_ key: StaticString, _ path: KeyPath<Root, Double> & Sendable) -> Self { value(key, path) }
    public static func bool(_ key: StaticString, _ path: KeyPath<Root, Bool> & Sendable) -> Self { value(key, path) }
    public static func stringIfPresent(_ key: StaticString, _ path: KeyPath<Root, String?> & Sendable) -> Self { valueIfPresent(key, path) }
}
''',
}

MEMBERS = re.compile(
    r"(?s)    /// Encodes the object in its wire form\.\n    public func encode\(to encoder: any Encoder\) throws \{\n"
    r"        var container[^\n]*\n(.*?)    \}\n\n    /// Whether two values.*?\n\}\n")
ENCODE_CALL = re.compile(r'        try container\.(\w+)\(self\.(\w+), ("\w+")\)\n')
DECODE = re.compile(r"(?s)    public init\(from decoder: any Decoder\) throws \{\n        let container[^\n]*\n(.*?)    \}\n")
DECODE_CALL = re.compile(r"        self\.(\w+) = try container\.(\w+)\(([^\n]*)\)\n")
SCALAR = {"string", "int", "double", "bool", "stringIfPresent"}


def stub(body_pattern, replacement):
    return lambda s: re.sub(body_pattern, replacement, s, flags=re.S)


def stub_equality(s):
    s = re.sub(r"(public static func == \(lhs: Self, rhs: Self\) -> Bool \{\n)(.*?)\n        return true\n    \}",
               r"\1        return true\n    }", s, flags=re.S)
    return re.sub(r"(public func hash\(into hasher: inout Hasher\) \{\n)(.*?)\n    \}", r"\1    }", s, flags=re.S)


stub_decode = stub(r"(public init\(from decoder: any Decoder\) throws \{\n)(.*?)\n    \}", r"\1        fatalError()\n    }")
stub_encode = stub(r"(public func encode\(to encoder: any Encoder\) throws \{\n)(.*?)\n    \}", r"\1    }")


def replace_members(s, render):
    return MEMBERS.sub(lambda m: render(ENCODE_CALL.findall(m.group(1))) + "}\n", s)


def visitor(s):
    def render(calls):
        rows = "".join(f"        try visitor.{f}(value.{n}, other.{n}, {k})\n" for f, n, k in calls)
        return ("    public func encode(to encoder: any Encoder) throws {\n        var visitor = ProbeEncoding(encoder)\n"
                "        try Self.visitFields(self, self, &visitor)\n    }\n\n"
                "    public static func == (lhs: Self, rhs: Self) -> Bool {\n        var visitor = ProbeEquality()\n"
                "        Self.visitFields(lhs, rhs, &visitor)\n        return visitor.isEqual\n    }\n\n"
                "    public func hash(into hasher: inout Hasher) {\n        var visitor = ProbeHashing(hasher)\n"
                "        Self.visitFields(self, self, &visitor)\n        hasher = visitor.hasher\n    }\n\n"
                "    static func visitFields<V: ProbeFieldVisitor>(_ value: Self, _ other: Self, _ visitor: inout V)"
                f" throws(V.Failure) {{\n{rows}    }}\n")
    return replace_members(s, render)


def reader_writer(s):
    def decode(m):
        calls = DECODE_CALL.findall(m.group(1))
        lines = ["        var fields = try ProbeReader(decoder)\n"]
        lines += [f"        let {n} = fields.{f}({a})\n" for n, f, a in calls]
        required = [n for n, f, _ in calls if "IfPresent" not in f]
        lines.append("        guard fields.succeeded, " + ", ".join(f"let {n}" for n in required)
                     + " else { throw fields.failure }\n")
        lines += [f"        self.{n} = {n}\n" for n, _, _ in calls]
        return "    public init(from decoder: any Decoder) throws {\n" + "".join(lines) + "    }\n"

    def encode(m):
        calls = re.findall(r"        try container\.(\w+)\(([^\n]*)\)\n", m.group(1))
        return ("    public func encode(to encoder: any Encoder) throws {\n        var fields = ProbeWriter(encoder)\n"
                + "".join(f"        fields.{f}({a})\n" for f, a in calls) + "        try fields.finish()\n    }\n")
    s = DECODE.sub(decode, s)
    return re.sub(r"(?s)    public func encode\(to encoder: any Encoder\) throws \{\n        var container[^\n]*\n(.*?)    \}\n",
                  encode, s)


def concrete_equality(s):
    def per_model(m):
        block = m.group(0)
        kinds = {n: f for f, n, _ in ENCODE_CALL.findall(block) if f in SCALAR}
        for name, kind in kinds.items():
            block = block.replace(f"ModelFields.equal(lhs.{name}, rhs.{name})", f"ProbeScalars.{kind}(lhs.{name}, rhs.{name})")
            block = block.replace(f"hasher.combine(self.{name})", f"ProbeScalars.hash(&hasher, {kind}: self.{name})")
        return block
    return MEMBERS.sub(per_model, s)


def keypath_table(s):
    def render(calls):
        rows = "".join(f"        .{f}({k}, \\.{n}),\n" for f, n, k in calls)
        return (f"    static let table = ProbeTable<Self>([\n{rows}    ])\n\n"
                "    public func encode(to encoder: any Encoder) throws { try Self.table.encode(self, to: encoder) }\n\n"
                "    public static func == (lhs: Self, rhs: Self) -> Bool { table.equal(lhs, rhs) }\n\n"
                "    public func hash(into hasher: inout Hasher) { Self.table.hash(self, into: &hasher) }\n")
    # Generic models cannot hold a static stored table; they keep their members.
    out, pos = [], 0
    for m in MEMBERS.finditer(s):
        name = re.findall(r"\nextension (\w+) \{", s[:m.start()])[-1]
        generic = re.search(rf"public struct {name}<", s) is not None
        out.append(s[pos:m.start()])
        out.append(m.group(0) if generic else render(ENCODE_CALL.findall(m.group(1))) + "}\n")
        pos = m.end()
    return "".join(out) + s[pos:]


def boxed(s):
    def struct(m):
        head, body = m.group(1), m.group(2)
        props = re.findall(r"    /// (.*)\n    public let (\w+): (.+)\n", body)
        if not props or "<" in head:
            return m.group(0)
        body = re.sub(r"    /// (.*)\n    public let (\w+): (.+)\n",
                      lambda p: f"    /// {p.group(1)}\n    public var {p.group(2)}: {p.group(3)} {{ box.{p.group(2)} }}\n", body)
        assigns = re.findall(r"        self\.(\w+) = (\w+)\n", body)
        body = re.sub(r"(        self\.\w+ = \w+\n)+",
                      "        self.box = Storage(" + ", ".join(f"{a}: {b}" for a, b in assigns) + ")\n", body, count=1)
        storage = ("    private final class Storage: Sendable {\n" + "".join(f"        let {n}: {t}\n" for _, n, t in props)
                   + "        init(" + ", ".join(f"{n}: {t}" for _, n, t in props) + ") {\n"
                   + "".join(f"            self.{n} = {n}\n" for _, n, _ in props) + "        }\n    }\n\n"
                   + "    private let box: Storage\n\n")
        return head + body.replace("    /// Creates", storage + "    /// Creates", 1) + "}\n"

    def decode(m):
        calls = DECODE_CALL.findall(m.group(1))
        lines = "".join(f"        let {n} = try container.{f}({a})\n" for n, f, a in calls)
        return ("    public init(from decoder: any Decoder) throws {\n        let container = try decoder.container(keyedBy: WireKey.self)\n"
                + lines + "        self.init(" + ", ".join(f"{n}: {n}" for n, _, _ in calls) + ")\n    }\n")
    s = re.sub(r"(?s)(public struct (?!\w+<)[^\n]*\{\n)(.*?\n)\}\n", struct, s)
    return DECODE.sub(lambda m: decode(m) if "public var" in s else m.group(0), s)


def no_hashable(s):
    s = s.replace("Codable, Hashable, Sendable", "Codable, Sendable").replace("Codable & Hashable & Sendable",
                                                                          "Codable & Sendable")
    s = re.sub(r"\n    /// Whether two values have equal fields\.\n    public static func == .*?\n    \}\n", "\n", s,
               flags=re.S)
    return re.sub(r"\n    /// Feeds every field to the hasher\.\n    public func hash\(into hasher: inout Hasher\) \{\n.*?"
                  r"\n    \}\n", "\n", s, flags=re.S)


def let_requests(s):
    return re.sub(r"(?m)^    public var ([a-z]\w*): ([^{\n]*)$",
                  lambda m: m.group(0) if m.group(1) == "additionalParameters" else f"    public let {m.group(1)}: {m.group(2)}", s)


def optional_spelling(s):
    return re.sub(r"(?m)^    public var ([a-z]\w*): ([^{ \n]*)\?$", r"    public var \1: Optional<\2>", s)


def no_additional(s):
    s = s.replace("    /// Parameters the schema does not declare, sent after the typed ones (`_foo=bar`, telemetry).\n"
                  "    public var additionalParameters = Parameters()\n\n", "")
    return s.replace("        parameters.append(contentsOf: additionalParameters)\n", "").replace(
        "        additionalParameters\n", "        Parameters()\n")


def stub_parameters(s):
    return re.sub(r"(    public var parameters: Parameters \{\n)(.*?)\n    \}\n", r"\1        Parameters()\n    }\n", s, flags=re.S)


VARIANTS = {
    "stub-bodies": ("Models", lambda s: stub_encode(stub_decode(stub_equality(s)))),
    "stub-equality": ("Models", stub_equality),
    "stub-decode": ("Models", stub_decode),
    "stub-encode": ("Models", stub_encode),
    "visitor": ("Models", visitor),
    "reader-writer": ("Models", reader_writer),
    "concrete-equality": ("Models", concrete_equality),
    "keypath-table": ("Models", keypath_table),
    "boxed": ("Models", boxed),
    "no-hashable": ("Models", no_hashable),
    "let-requests": ("Requests", let_requests),
    "optional-spelling": ("Requests", optional_spelling),
    "no-additional": ("Requests", no_additional),
    "stub-parameters": ("Requests", stub_parameters),
}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    generated, outdir = sys.argv[1], sys.argv[2]
    names = sys.argv[3:] or list(VARIANTS)
    for name in names:
        folder, transform = VARIANTS[name]
        target = os.path.join(outdir, name)
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(generated, target)
        changed = 0
        for file in sorted(os.listdir(os.path.join(target, folder))):
            path = os.path.join(target, folder, file)
            text = open(path).read()
            new = transform(text)
            changed += new != text
            open(path, "w").write(new)
        if name in SUPPORT:
            open(os.path.join(target, "Probe.swift"), "w").write(SUPPORT[name])
        print(f"{name}: {changed} files rewritten")


if __name__ == "__main__":
    main()
