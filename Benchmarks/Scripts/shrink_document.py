"""Shrinks a JSON document while a command still fails on it: removes object members and list items, one at a time,
keeping each removal after which the command still exits non-zero, until none can go.

Usage (the command gets the candidate's path for `{}`; a non-zero exit means "still fails"):
    python3 Benchmarks/Scripts/shrink_document.py h3.json /tmp/small.json \
        ".build/debug/sdkgen import openapi {} --name M --schemas /tmp/shrink --force"
    # a failure that is a message rather than an exit code:
    python3 Benchmarks/Scripts/shrink_document.py h16.json /tmp/small.json \
        "! (.build/debug/sdkgen import openapi {} --name M --schemas /tmp/shrink --force 2>&1 | grep -q 'itself')"
"""
import json, subprocess, sys, copy

doc = json.load(open(sys.argv[1])); out = sys.argv[2]; cmd = sys.argv[3]

def fails(d):
    json.dump(d, open(out, "w"), ensure_ascii=False)
    p = subprocess.run(cmd.replace("{}", out), shell=True, capture_output=True, text=True, timeout=60)
    return p.returncode not in (0,)

assert fails(doc), "the document does not fail"

def paths(o, prefix=()):
    if isinstance(o, dict):
        for k in list(o):
            yield prefix + (k,)
            yield from paths(o[k], prefix + (k,))
    elif isinstance(o, list):
        for i in range(len(o)):
            yield prefix + (i,)
            yield from paths(o[i], prefix + (i,))

def remove(d, path):
    d = copy.deepcopy(d); o = d
    for k in path[:-1]: o = o[k]
    k = path[-1]
    if isinstance(o, dict): del o[k]
    else: del o[k]
    return d

changed = True
while changed:
    changed = False
    for path in sorted(set(paths(doc)), key=len):
        if path[:1] in (("openapi",), ("info",)) or path == ("paths",) or path == ("components",): continue
        try: candidate = remove(doc, path)
        except Exception: continue
        if fails(candidate):
            doc = candidate; changed = True; break
json.dump(doc, open(out, "w"), ensure_ascii=False, indent=1)
print(json.dumps(doc, ensure_ascii=False)[:3000])
