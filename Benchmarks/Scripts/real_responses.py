"""Decodes recorded real responses of an API through the SDK that `sdkgen import openapi` makes of its document.

The sweep (`openapi_sweep.py`) shows that an imported SDK compiles; this shows that it reads what the server really
sends. It takes a folder of recordings in the format of octokit/fixtures (`scenarios/api.github.com/*/
normalized-fixture.json`: a JSON list of interactions, each with `method`, `path`, `status` and the decoded JSON
`response`), and for every 2xx interaction with a JSON body:

1. finds the imported endpoint whose method and path template match (the most literal template wins);
2. writes the body to a file and a line that decodes it as that endpoint's `Response` through
   `ResponseContext(for: <Module>API.self)`, exactly as `client.send` does after a 2xx answer;
3. builds a small package (the generated module and a `Harness` executable, against this repository's
   `APIRuntime`) and runs it: one line per recording, `ok` or `FAIL` with the decoding error.

Endpoints that answer by status (`responses:`) or with a raw body are listed but not decoded.

With `--examples` instead of `--recordings`, the answers are the document's own examples: every 2xx
`application/json` `example` or `examples` value (through `$ref`s to `components/examples` and
`components/responses`; Swagger 2.0's `examples` of a response too) of every operation, matched the same way (GitHub's document has 600, written from real
answers).

Usage (from the repository root, after `swift build`; the document and the recordings are not in the
repository, see Benchmarks/README.md, "Real responses"):
    python3 Benchmarks/Scripts/real_responses.py --document github.yaml --name Github \
        --recordings /path/to/octokit-fixtures/scenarios/api.github.com --work /tmp/real-github
    python3 Benchmarks/Scripts/real_responses.py --document github.yaml --name Github --examples [--lenient-answers]
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys


def endpoints(schemas):
    """Every endpoint of the imported schema: name → (method, path template, has one JSON response)."""
    found = {}
    for path in glob.glob(os.path.join(schemas, "*.yaml")):
        name = None
        fields = {}
        for line in open(path, encoding="utf-8"):
            flow = re.match(r"^  ([A-Za-z0-9_]+): \{(.*)\}\s*$", line)
            block = re.match(r"^  ([A-Za-z0-9_]+):\s*$", line)
            if flow:
                body = flow.group(2)
                fields = dict(re.findall(r"(method|path): ([^,}]+)", body))
                fields["response"] = re.search(r"response: ([^{,][^,}]*)", body) is not None
                found[flow.group(1)] = fields
                name = None
            elif block:
                name = block.group(1)
                found[name] = fields = {"response": False}
            elif name and (field := re.match(r"^    (method|path|response): (.*)$", line)):
                key, value = field.groups()
                fields[key] = (not value.startswith("{")) if key == "response" else value.strip().strip("'\"")
    return {name: f for name, f in found.items() if "method" in f and "path" in f}


def recorded_answers(folder):
    """(label, method, path, status, body) of every interaction in a folder of */normalized-fixture.json."""
    for recording in sorted(glob.glob(os.path.join(folder, "*", "normalized-fixture.json"))):
        scenario = os.path.basename(os.path.dirname(recording))
        for index, interaction in enumerate(json.load(open(recording, encoding="utf-8"))):
            yield (f"{scenario}-{index}", interaction["method"], interaction["path"].split("?")[0],
                   interaction.get("status", 0), interaction.get("response"))


def document_examples(path):
    """(label, method, path, status, value) of every 2xx JSON example in an OpenAPI document, its path's
    placeholders filled in. `$ref`s are followed into other files of a multi-file document too."""
    documents = {}

    def load(file):
        if file not in documents:
            with open(file, encoding="utf-8") as f:
                text = f.read()
            try:
                documents[file] = json.loads(text)
            except ValueError:
                import yaml  # PyYAML, only for YAML documents

                class Loader(yaml.SafeLoader):
                    """Timestamps stay text, as they are on the wire (PyYAML would make them datetimes)."""
                Loader.yaml_implicit_resolvers = {
                    key: [r for r in resolvers if r[0] != "tag:yaml.org,2002:timestamp"]
                    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
                documents[file] = yaml.load(text, Loader=Loader)
        return documents[file]

    def resolve(node, base):
        """The node a `$ref` chain ends at, and the file it is in."""
        for _ in range(16):
            if not isinstance(node, dict) or not isinstance(node.get("$ref"), str):
                return node, base
            location, _, pointer = node["$ref"].partition("#")
            if location:
                base = os.path.normpath(os.path.join(os.path.dirname(base), location))
                if not os.path.isfile(base):
                    return {}, base
            target = load(base)
            for token in (token for token in pointer.split("/") if token):
                target = target.get(token.replace("~1", "/").replace("~0", "~"), {}) if isinstance(target, dict) else {}
            node = target
        return node, base

    def is_json(media_type):
        return media_type.split(";")[0].strip() == "application/json"

    root = load(path)
    for template, item in (root.get("paths") or {}).items():
        concrete = re.sub(r"\{[^}]+\}", "x1", template)
        item, item_base = resolve(item, path)
        for method, operation in (item or {}).items():
            if method not in ("get", "put", "post", "delete", "patch", "head", "options"):
                continue
            operation, operation_base = resolve(operation, item_base)
            if not isinstance(operation, dict):
                continue
            for status, response in (operation.get("responses") or {}).items():
                if not str(status).startswith("2"):
                    continue
                response, base = resolve(response, operation_base)
                response = response or {}
                content = response.get("content") or {}
                media = next((content[key] for key in content if is_json(key)), {})
                media, media_base = resolve(media, base)
                values = [("example", media["example"])] if "example" in media else []
                for name, example in (media.get("examples") or {}).items():
                    example, _ = resolve(example, media_base)
                    if isinstance(example, dict) and "value" in example:
                        values.append((name, example["value"]))
                # Swagger 2.0: one example per media type, under the response's `examples`.
                legacy = response.get("examples") if "content" not in response else None
                if isinstance(legacy, dict):
                    values += [("example", value) for key, value in legacy.items() if is_json(key)]
                for name, value in values:
                    label = re.sub(r"[^A-Za-z0-9]+", "-", f"{method}-{template}-{status}-{name}").strip("-")
                    yield label, method, concrete, int(status), value


def template_pattern(template):
    return re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template.strip("/"))) + "$")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--document", required=True)
    parser.add_argument("--name", required=True, help="the module name (e.g. Github)")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--recordings", help="a folder of */normalized-fixture.json")
    source.add_argument("--examples", action="store_true", help="the document's own 2xx JSON examples")
    parser.add_argument("--work", default="/tmp/real-responses")
    parser.add_argument("--sdkgen", default=".build/debug/sdkgen")
    parser.add_argument("--lenient-answers", action="store_true",
                        help="import with --lenient-answers (models only answers reach are lenient)")
    args = parser.parse_args()
    root = os.getcwd()
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    schemas = os.path.join(work, "Schemas")
    subprocess.run([args.sdkgen, "import", "openapi", args.document, "--name", args.name, "--schemas", schemas,
                    "--force"] + (["--lenient-answers"] if args.lenient_answers else []),
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([args.sdkgen, "generate", args.name, "--root", work], check=True, stdout=subprocess.DEVNULL)
    # An endpoint named like a model is the struct `<Name>Request` (the model keeps the name).
    requests = set()
    for file in glob.glob(os.path.join(work, "Sources", args.name, "Generated", "Requests", "*.swift")):
        requests.update(re.findall(r"^public struct (\w+)\b", open(file, encoding="utf-8").read(), re.M))
    table = [(name if name in requests else f"{name}Request", f["method"].upper(), template_pattern(f["path"]),
              f["path"], f["response"])
             for name, f in endpoints(os.path.join(schemas, args.name)).items()]
    data = os.path.join(work, "data")
    os.makedirs(data)
    lines = ["import APIRuntime", "import Foundation", f"import {args.name}", "",
             "let cases: [(String, String, @Sendable (Data) throws -> Void)] = ["]
    skipped = unmatched = 0
    answers = document_examples(args.document) if args.examples else recorded_answers(args.recordings)
    for label, method, path, status, body in answers:
        if not 200 <= status < 300 or not isinstance(body, (dict, list)):
            continue
        path = path.strip("/")
        matches = [t for t in table if t[1] == method.upper() and t[2].match(path)]
        if not matches:
            unmatched += 1
            print(f"no endpoint: {method.upper()} /{path} ({label})")
            continue
        name, _, _, _, single = min(matches, key=lambda t: t[3].count("{"))
        if not single:
            skipped += 1
            continue
        file = f"{label}.json"
        with open(os.path.join(data, file), "w", encoding="utf-8") as out:
            json.dump(body, out)
        lines.append(f'    ("{file}", "{name}", {{ _ = try ResponseContext(for: {args.name}API.self)'
                     f'.decode({name}.Response.self, from: $0) }}),')
    lines.append("]")
    harness = os.path.join(work, "Harness")
    os.makedirs(os.path.join(harness, "Sources", "Harness"))
    shutil.copytree(os.path.join(work, "Sources", args.name), os.path.join(harness, "Sources", args.name))
    with open(os.path.join(harness, "Sources", "Harness", "Cases.swift"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    with open(os.path.join(harness, "Sources", "Harness", "main.swift"), "w", encoding="utf-8") as out:
        out.write(MAIN)
    with open(os.path.join(harness, "Package.swift"), "w", encoding="utf-8") as out:
        out.write(PACKAGE.replace("MODULE", args.name).replace("ROOT", root)
                  .replace("IDENTITY", os.path.basename(root)))
    print(f"{len(lines) - 6} recordings to decode, {skipped} answered by status or raw, {unmatched} without endpoint")
    subprocess.run(["swift", "build", "--product", "Harness"], cwd=harness, check=True,
                   stdout=subprocess.DEVNULL)
    result = subprocess.run([os.path.join(harness, ".build", "debug", "Harness"), data])
    sys.exit(result.returncode)


MAIN = """import APIRuntime
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
var failures = 0
for (file, endpoint, decode) in cases {
    do {
        try decode(try Data(contentsOf: folder.appendingPathComponent(file)))
        print("ok    \\(file) \\(endpoint)")
    } catch {
        failures += 1
        print("FAIL  \\(file) \\(endpoint): \\(String(describing: error).prefix(800))")
    }
}
print("\\(cases.count - failures) of \\(cases.count) decoded")
exit(failures == 0 ? 0 : 1)
"""

PACKAGE = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RealResponses",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "ROOT")],
    targets: [
        .target(name: "MODULE", dependencies: [.product(name: "APIRuntime", package: "IDENTITY")]),
        .executableTarget(
            name: "Harness", dependencies: ["MODULE", .product(name: "APIRuntime", package: "IDENTITY")]),
    ]
)
"""

if __name__ == "__main__":
    main()
