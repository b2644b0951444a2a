#!/usr/bin/env python3
"""Writes a synthetic API of N endpoints and N models in two languages.

    make_synthetic.py N OUTDIR

OUTDIR/Schemas/Synthetic/*.yaml
                         the API in SchemaSDK's schema language (docs/SchemaLanguage.md), split over
                         several files like a real schema folder; `sdkgen generate Synthetic
                         --root OUTDIR` writes OUTDIR/Sources/Synthetic/Generated
OUTDIR/openapi.yaml      the same API as an OpenAPI 3.0 document
OUTDIR/openapi-generator-config.yaml
                         swift-openapi-generator's config: types + client, public

Every model has ten mixed fields (strings, int, double, bool, an optional date-time, a list, a
nullable string, a string map and an optional list of the next model). Endpoint i works on model
i and is, in turn, a list call returning a list envelope (limit/offset query), a get by path
parameter, a create with a JSON body, or an update with a path parameter and a JSON body.
The output is deterministic: the same N gives the same bytes.
"""

import os
import sys

CHUNK = 100  # declarations per schema file, like a schema split by area

KINDS = ("list", "get", "create", "update")


def model_name(k):
    return "Model%d" % k


def endpoint_name(i):
    kind = KINDS[i % 4]
    return {"list": "ListModel%d", "get": "GetModel%d", "create": "CreateModel%d",
            "update": "UpdateModel%d"}[kind] % i


def ours_api():
    return """api:
  name: Synthetic
  module: Synthetic
  description: A synthetic API for generator and compile-time benchmarks.
  version: "1.0"
  format: json
  naming: camel
  dates:
    decode: [iso8601]
    encode: iso8601
  environments:
    production:
      default: "https://api.example.com/v1/"
  auth:
    style: none

models:
  Page:
    description: A page of results.
    generic: [T]
    properties:
      items: "[T]"
      total: int
      offset: int
      nextCursor: { type: string, optional: true }
"""


def ours_model(k, n):
    nxt = model_name((k + 1) % n)
    return """  %s:
    description: Synthetic model number %d.
    properties:
      id: string
      name: string
      count: int
      score: double
      active: bool
      createdAt: { type: date-time, optional: true }
      tags: "[string]"
      note: string?
      attributes: { type: "{string: string}", optional: true }
      related: { type: "[%s]", optional: true }
""" % (model_name(k), k, nxt)


BODY_PARAMS_OURS = """      name: { type: string, required: true }
      count: int
      score: double
      active: bool
      tags: "[string]"
"""


def ours_endpoint(i):
    kind = KINDS[i % 4]
    m = model_name(i)
    name = endpoint_name(i)
    if kind == "list":
        return """  %s:
    description: Lists %s values.
    method: GET
    path: models%d
    response: Page<%s>
    parameters:
      limit: { type: int, default: 20 }
      offset: int
      search: string
""" % (name, m, i, m)
    if kind == "get":
        return """  %s:
    description: Reads one %s.
    method: GET
    path: "models%d/{id}"
    response: %s
    parameters:
      id: { type: string, in: path, required: true }
""" % (name, m, i, m)
    if kind == "create":
        return """  %s:
    description: Creates a %s from a JSON body.
    method: POST
    path: models%d
    body: json
    response: %s
    parameters:
%s""" % (name, m, i, m, BODY_PARAMS_OURS)
    return """  %s:
    description: Replaces a %s with a JSON body.
    method: PUT
    path: "models%d/{id}"
    body: json
    response: %s
    parameters:
      id: { type: string, in: path, required: true }
%s""" % (name, m, i, m, BODY_PARAMS_OURS)


def write_ours(n, outdir):
    folder = os.path.join(outdir, "Schemas", "Synthetic")
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    with open(os.path.join(folder, "api.yaml"), "w") as f:
        f.write(ours_api())
    for start in range(0, n, CHUNK):
        stop = min(n, start + CHUNK)
        with open(os.path.join(folder, "models-%05d.yaml" % start), "w") as f:
            f.write("models:\n")
            for k in range(start, stop):
                f.write(ours_model(k, n))
        with open(os.path.join(folder, "endpoints-%05d.yaml" % start), "w") as f:
            f.write("endpoints:\n")
            for i in range(start, stop):
                f.write(ours_endpoint(i))


def oas_model(k, n):
    nxt = model_name((k + 1) % n)
    return """    %s:
      description: Synthetic model number %d.
      type: object
      required: [id, name, count, score, active, tags, note]
      properties:
        id: { type: string }
        name: { type: string }
        count: { type: integer }
        score: { type: number, format: double }
        active: { type: boolean }
        createdAt: { type: string, format: date-time }
        tags: { type: array, items: { type: string } }
        note: { type: string, nullable: true }
        attributes: { type: object, additionalProperties: { type: string } }
        related: { type: array, items: { $ref: '#/components/schemas/%s' } }
    %sPage:
      description: A page of %s values.
      type: object
      required: [items, total, offset]
      properties:
        items: { type: array, items: { $ref: '#/components/schemas/%s' } }
        total: { type: integer }
        offset: { type: integer }
        nextCursor: { type: string }
""" % (model_name(k), k, nxt, model_name(k), model_name(k), model_name(k))


def oas_json_response(ref):
    return """        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: '#/components/schemas/%s' }
""" % ref


OAS_BODY = """        requestBody:
          required: true
          content:
            application/json:
              schema:
                type: object
                required: [name]
                properties:
                  name: { type: string }
                  count: { type: integer }
                  score: { type: number, format: double }
                  active: { type: boolean }
                  tags: { type: array, items: { type: string } }
"""



def oas_paths(n):
    """Groups operations by path: `modelsI` and `modelsI/{id}` for each endpoint I."""
    out = []
    for i in range(n):
        kind = KINDS[i % 4]
        m = model_name(i)
        name = endpoint_name(i)
        if kind == "list":
            out.append("""  /models%d:
    get:
      operationId: %s
      description: Lists %s values.
      parameters:
        - { name: limit, in: query, schema: { type: integer, default: 20 } }
        - { name: offset, in: query, schema: { type: integer } }
        - { name: search, in: query, schema: { type: string } }
      responses:
%s""" % (i, name, m, oas_json_response(m + "Page")))
        elif kind == "get":
            out.append("""  /models%d/{id}:
    get:
      operationId: %s
      description: Reads one %s.
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
%s""" % (i, name, m, oas_json_response(m)))
        elif kind == "create":
            out.append("""  /models%d:
    post:
      operationId: %s
      description: Creates a %s from a JSON body.
%s      responses:
%s""" % (i, name, m, dedent2(OAS_BODY), oas_json_response(m)))
        else:
            out.append("""  /models%d/{id}:
    put:
      operationId: %s
      description: Replaces a %s with a JSON body.
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
%s      responses:
%s""" % (i, name, m, dedent2(OAS_BODY), oas_json_response(m)))
    return "".join(out)


def dedent2(text):
    """Removes two spaces of indentation from every line."""
    return "".join(line[2:] if line.startswith("  ") else line for line in text.splitlines(True))


def write_openapi(n, outdir):
    with open(os.path.join(outdir, "openapi.yaml"), "w") as f:
        f.write("""openapi: 3.0.3
info:
  title: Synthetic
  version: "1.0"
  description: A synthetic API for generator and compile-time benchmarks.
servers:
  - url: https://api.example.com/v1
paths:
""")
        f.write(oas_paths(n))
        f.write("components:\n  schemas:\n")
        for k in range(n):
            f.write(oas_model(k, n))
    with open(os.path.join(outdir, "openapi-generator-config.yaml"), "w") as f:
        f.write("generate:\n  - types\n  - client\naccessModifier: public\n")


def main(argv):
    if len(argv) != 3 or not argv[1].isdigit() or int(argv[1]) < 1:
        sys.stderr.write("usage: make_synthetic.py N OUTDIR\n")
        return 2
    n = int(argv[1])
    outdir = argv[2]
    os.makedirs(outdir, exist_ok=True)
    write_ours(n, outdir)
    write_openapi(n, outdir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
