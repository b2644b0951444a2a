#!/usr/bin/env python3
"""Drafts the decoding benchmark's peer: plain Codable structs, field for field like the schema's
models, as a developer would write them by hand for JSONDecoder (synthesized `Codable`, `CodingKeys`
with the wire names, optionals where the schema allows absence or null, `String` for enums and
external types, `[String: T]` plus the order array for ordered maps, an enum with a hand-written
`init(from:)` for families).

    draft_handwritten.py SCHEMA_DIR NAMESPACE OUT_PREFIX ROOT_MODEL...

writes OUT_PREFIX.swift, or OUT_PREFIX+1.swift, OUT_PREFIX+2.swift, … when the models need more than
about 350 lines (files of bounded size).

Only models reachable from the roots are written. The output is committed as ordinary source (it is
the benchmark's hand-written peer); run this again only when a schema's fields change.
"""

import glob
import os
import re
import sys

import yaml

SCALARS = {
    "string": "String", "int": "Int", "int64": "Int64", "double": "Double", "bool": "Bool",
    "date-time": "Date", "date": "String", "time": "String", "duration": "String", "url": "URL",
    "uuid": "UUID", "data": "Data", "json": "AnyJSON", "file": "Data",
}
SWIFT_KEYWORDS = {"class", "default", "enum", "extension", "func", "import", "in", "init", "internal", "is",
                  "let", "operator", "private", "protocol", "public", "return", "self", "static", "struct",
                  "subscript", "super", "switch", "throw", "true", "false", "try", "var", "where", "while",
                  "case", "for", "if", "else", "repeat", "do", "break", "continue", "as", "nil", "Type",
                  "Protocol", "associatedtype", "deinit", "fileprivate", "guard", "inout", "open",
                  "rethrows", "throws", "typealias", "defer", "catch", "any", "some"}
ACRONYMS = {"Id": "ID", "Url": "URL", "Uuid": "UUID", "Html": "HTML", "Api": "API", "Ean": "EAN",
            "Upc": "UPC", "Isbn": "ISBN"}


def load(schema_dir):
    models, types = {}, {}
    for path in sorted(glob.glob(os.path.join(schema_dir, "**", "*.yaml"), recursive=True)):
        with open(path) as f:
            doc = yaml.safe_load(f) or {}
        models.update(doc.get("models") or {})
        types.update(doc.get("types") or {})
    return models, types


def swift_name(wire, override=None):
    """lowerCamel with upper-cased acronyms, as the schema's naming rule does (approximately)."""
    if override:
        return override
    words = [w for w in re.split(r"[_\-\s]+", wire) if w]
    parts = []
    for word in words:
        parts += re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+", word) or [word]
    out = []
    for i, part in enumerate(parts):
        if i == 0:
            out.append(part.lower() if part.isupper() and len(part) > 1 else part[0].lower() + part[1:])
        else:
            cap = part[0].upper() + part[1:]
            out.append(ACRONYMS.get(cap, cap))
    name = "".join(out) or "value"
    if not re.match(r"[A-Za-z_]", name):
        name = "_" + name
    return "`%s`" % name if name in SWIFT_KEYWORDS else name


def split_generic(text):
    depth, parts, current = 0, [], ""
    for ch in text:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


class Drafter:
    def __init__(self, models, types, namespace):
        self.models, self.types, self.namespace = models, types, namespace
        self.needed, self.queue = [], []

    def need(self, name):
        if name in self.models and name not in self.needed:
            self.needed.append(name)
            self.queue.append(name)

    def swift_type(self, text, generics=()):
        """(swift type, is optional) of a schema type expression."""
        text = str(text).strip()
        optional = text.endswith("?")
        if optional:
            text = text[:-1].strip()
        if text.startswith("[") and text.endswith("]"):
            inner, _ = self.swift_type(text[1:-1], generics)
            return "[%s]" % inner, optional
        if text.startswith("{") and text.endswith("}"):
            body = text[1:-1]
            value = body.split(":", 1)[1] if ":" in body else body
            inner, _ = self.swift_type(value, generics)
            return "[String: %s]" % inner, optional
        match = re.match(r"^([A-Za-z0-9_]+)<(.+)>$", text)
        if match:
            base, args = match.group(1), split_generic(match.group(2))
            inner = [self.swift_type(a, generics)[0] for a in args]
            if base == "OrderedMap":
                return "[String: %s]" % inner[0], optional
            self.need(base)
            return "%s<%s>" % (base, ", ".join(inner)), optional
        if text in generics:
            return text, optional
        if text in SCALARS:
            return SCALARS[text], optional
        if text in self.types:
            return "String", optional
        if text in self.models:
            model = self.models[text]
            if "enum" in model:
                return ("Int" if model.get("type") == "int" else "String"), optional
            self.need(text)
            return text, optional
        return "String", optional

    def draft(self, name):
        model = self.models[name]
        if "family" in model:
            return self.draft_family(name, model["family"])
        generics = model.get("generic") or []
        lenient = model.get("lenient", False)
        lines, keys = [], []
        header = "%s<%s>" % (name, ", ".join("%s: Codable & Sendable" % g for g in generics)) if generics else name
        lines.append("    /// Hand-written equivalent of the schema's `%s`." % name)
        lines.append("    public struct %s: Codable, Sendable {" % header)
        for wire, spec in (model.get("properties") or {}).items():
            if not isinstance(spec, dict):
                spec = {"type": spec}
            swift_type, opt = self.swift_type(spec.get("type", "string"), generics)
            opt = opt or lenient or spec.get("optional") or spec.get("nullable") or spec.get("flatten")
            prop = swift_name(wire, spec.get("swift"))
            lines.append("        /// The `%s` field." % wire)
            lines.append("        public var %s: %s%s" % (prop, swift_type, "?" if opt else ""))
            keys.append((prop, wire))
            if spec.get("order"):
                order_prop = swift_name(spec["order"])
                lines.append("        /// The `%s` field: the order of `%s`." % (spec["order"], wire))
                lines.append("        public var %s: [String]?" % order_prop)
                keys.append((order_prop, spec["order"]))
        lines.append("")
        lines.append("        enum CodingKeys: String, CodingKey {")
        for prop, wire in keys:
            lines.append('            case %s = "%s"' % (prop, wire) if prop.strip("`") != wire else "            case %s" % prop)
        lines.append("        }")
        lines.append("    }")
        return lines

    def draft_family(self, name, family):
        disc = family.get("discriminator", {})
        field, prefix = disc.get("field", "type"), disc.get("prefix")
        members = family.get("members") or {}
        lines = ["    /// Hand-written equivalent of the schema's family `%s`, decoded by `%s`." % (name, field),
                 "    public enum %s: Codable, Sendable {" % name]
        cases = []
        for wire, model in members.items():
            swift_type, _ = self.swift_type(model)
            case = swift_name(wire)
            cases.append((wire, case, swift_type))
            lines.append("        /// A `%s` value." % wire)
            lines.append("        case %s(%s)" % (case, swift_type))
        lines.append("        /// A value of a type this struct does not know.")
        lines.append("        case unknown(AnyJSON)")
        lines += ["", "        private enum DiscriminatorKey: String, CodingKey {", '            case value = "%s"' % field,
                  "        }", "", "        /// Decodes the member the discriminator names.",
                  "        public init(from decoder: any Decoder) throws {",
                  "            let container = try decoder.container(keyedBy: DiscriminatorKey.self)",
                  "            var name = try container.decodeIfPresent(String.self, forKey: .value) ?? \"\""]
        if prefix:
            lines.append('            if name.hasPrefix("%s") { name = String(name.dropFirst(%d).prefix { $0 != ":" }) }'
                         % (prefix, len(prefix)))
        lines.append("            switch name {")
        for wire, case, swift_type in cases:
            lines.append('            case "%s": self = .%s(try %s(from: decoder))' % (wire, case.strip("`"), swift_type))
        lines += ["            default: self = .unknown(try AnyJSON(from: decoder))", "            }", "        }", "",
                  "        /// Encodes the member back.",
                  "        public func encode(to encoder: any Encoder) throws {", "            switch self {"]
        for _, case, _ in cases:
            lines.append("            case .%s(let value): try value.encode(to: encoder)" % case.strip("`"))
        lines += ["            case .unknown(let value): try value.encode(to: encoder)", "            }", "        }", "    }"]
        return lines

    def run(self, roots):
        for root in roots:
            self.swift_type(root)
        out = []
        while self.queue:
            out.append(self.draft(self.queue.pop(0)))
        return out


def main(argv):
    if len(argv) < 5:
        sys.stderr.write(__doc__)
        return 2
    schema_dir, namespace, prefix, roots = argv[1], argv[2], argv[3], argv[4:]
    models, types = load(schema_dir)
    blocks = Drafter(models, types, namespace).run(roots)
    files, current = [], []
    for block in blocks:
        if current and sum(len(b) + 1 for b in current) + len(block) > 330:
            files.append(current)
            current = []
        current.append(block)
    files.append(current)
    source = "Schemas/" + os.path.basename(os.path.normpath(schema_dir))
    for index, chunk in enumerate(files):
        path = prefix + (".swift" if len(files) == 1 else "+%d.swift" % (index + 1))
        with open(path, "w") as f:
            f.write("import Foundation\n\n")
            f.write("// Drafted by Benchmarks/Scripts/draft_handwritten.py from %s (roots: %s), then kept as\n"
                    "// source: plain synthesized Codable, the decoding benchmark's hand-written peer.\n\n"
                    % (source, ", ".join(roots)))
            f.write("extension %s {\n" % namespace)
            f.write("\n\n".join("\n".join(block) for block in chunk))
            f.write("\n}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
