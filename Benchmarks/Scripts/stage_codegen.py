"""Stages 1 and 2: generation time and compile time of generated code, ours against
swift-openapi-generator, as whole processes (hyperfine + /usr/bin/time)."""

import os
import shutil

from bench_process import count_lines, log, measure, run

SYNTHETIC_MODULE = "Synthetic"
OPENAPI_MODULE = "SyntheticOpenAPI"


def sdkgen_command(ctx, root):
    """`sdkgen generate`: reads ROOT/Schemas/Synthetic, writes ROOT/Sources/Synthetic/Generated."""
    return [ctx.sdkgen, "generate", SYNTHETIC_MODULE, "--root", root]


def openapi_command(ctx, synthetic_dir, out_dir):
    """swift-openapi-generator's CLI: types + client, as the config file says."""
    return [ctx.openapi_generator, "generate",
            "--config", os.path.join(synthetic_dir, "openapi-generator-config.yaml"),
            "--output-directory", out_dir,
            os.path.join(synthetic_dir, "openapi.yaml")]


def make_synthetic(ctx, n):
    """Writes the synthetic API of size n (both languages) and returns its folder."""
    folder = os.path.join(ctx.work, "synthetic", "N%d" % n)
    run(["python3", os.path.join(ctx.scripts, "make_synthetic.py"), str(n), folder])
    return folder


def run_generation(ctx, results):
    """Times both generators at each size; ours alone at the extra sizes."""
    rows = results.setdefault("generation", [])
    for n in ctx.generation_sizes + ctx.generation_sizes_ours_only:
        folder = make_synthetic(ctx, n)
        ours_out = os.path.join(folder, "Sources")
        ours = measure("sdkgen N=%d" % n, sdkgen_command(ctx, folder),
                       workdir=folder, scratch=ctx.scratch, runs=ctx.runs_generation,
                       prepare="rm -rf %s" % ours_out)
        ours.update(count_lines(ours_out))
        row = {"n": n, "ours": ours}
        if n in ctx.generation_sizes:
            theirs_out = os.path.join(folder, "out-openapi")
            theirs = measure("swift-openapi-generator N=%d" % n,
                             openapi_command(ctx, folder, theirs_out),
                             workdir=folder, scratch=ctx.scratch, runs=ctx.runs_generation_peer,
                             prepare="rm -rf %s && mkdir -p %s" % (theirs_out, theirs_out))
            theirs.update(count_lines(theirs_out))
            row["openapi"] = theirs
        rows.append(row)
        log("generation N=%d: %s" % (n, row))


OURS_MANIFEST = """// swift-tools-version: 6.0
// Throwaway package (written by Benchmarks/Scripts/stage_codegen.py): sdkgen's output for the
// synthetic API, built against the runtime.
import PackageDescription

let package = Package(
    name: "CompileOurs",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "%(main)s")],
    targets: [
        .target(
            name: "%(module)s",
            dependencies: [.product(name: "APIRuntime", package: "%(identity)s")],
            path: "Sources/%(module)s"
        )
    ],
    swiftLanguageModes: [.v6]
)
"""

OPENAPI_MANIFEST = """// swift-tools-version: 6.0
// Throwaway package (written by Benchmarks/Scripts/stage_codegen.py): swift-openapi-generator's
// output for the synthetic API, built against swift-openapi-runtime.
import PackageDescription

let package = Package(
    name: "CompileOpenAPI",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "%(module)s",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Sources/%(module)s"
        )
    ],
    swiftLanguageModes: [.v6]
)
"""


def prepare_package(folder, manifest, module, generate):
    """Writes a throwaway package whose one target holds freshly generated code."""
    sources = os.path.join(folder, "Sources", module)
    if os.path.exists(sources):
        shutil.rmtree(sources)
    os.makedirs(sources)
    with open(os.path.join(folder, "Package.swift"), "w") as f:
        f.write(manifest)
    generate(sources)
    return sources


def generate_ours(ctx, synthetic, package_dir):
    """Copies the synthetic schema into the package and runs sdkgen there (Sources/Synthetic/Generated)."""
    schemas = os.path.join(package_dir, "Schemas")
    if os.path.exists(schemas):
        shutil.rmtree(schemas)
    shutil.copytree(os.path.join(synthetic, "Schemas"), schemas)
    run(sdkgen_command(ctx, package_dir), capture=False)


def module_build_products(folder, module):
    """Paths whose removal forces the module (only) to be compiled again."""
    build = os.path.join(folder, ".build", "debug")
    return [os.path.join(build, module + ".build"),
            os.path.join(build, "Modules", module + ".swiftmodule"),
            os.path.join(build, module + ".swiftmodule")]


def measure_compile(ctx, name, folder, module):
    """Builds the package once (dependencies), then times debug builds of the generated module alone.

    Also times the same command with nothing to do (`noop_s`): SwiftPM's own planning and up-to-date
    checks, which differ between the two packages (ours checks swift-crypto's C sources too); `net_s`
    is the difference, the part spent on the generated module.
    """
    run(["nice", "-n", "19", "swift", "build", "--target", module], cwd=folder, capture=False)
    command = ["swift", "build", "--target", module]
    prepare = "rm -rf " + " ".join(module_build_products(folder, module))
    result = measure(name, command, workdir=folder, scratch=ctx.scratch, runs=ctx.runs_compile, prepare=prepare)
    noop = measure(name + " (no-op)", command, workdir=folder, scratch=ctx.scratch, runs=ctx.runs_compile)
    result["noop_s"] = noop["wall_s"]
    result["net_s"] = result["wall_s"] - noop["wall_s"]
    return result


def run_compile(ctx, results):
    """Stage 2: debug `swift build` of the generated module for N = ctx.compile_size."""
    n = ctx.compile_size
    synthetic = make_synthetic(ctx, n)
    base = os.path.join(ctx.work, "compile")
    ours_dir = os.path.join(base, "ours")
    theirs_dir = os.path.join(base, "openapi")
    os.makedirs(ours_dir, exist_ok=True)
    os.makedirs(theirs_dir, exist_ok=True)
    identity = os.path.basename(os.path.normpath(ctx.main))
    ours_src = prepare_package(
        ours_dir, OURS_MANIFEST % {"main": ctx.main, "identity": identity, "module": SYNTHETIC_MODULE},
        SYNTHETIC_MODULE,
        lambda out: generate_ours(ctx, synthetic, ours_dir))
    theirs_src = prepare_package(
        theirs_dir, OPENAPI_MANIFEST % {"module": OPENAPI_MODULE}, OPENAPI_MODULE,
        lambda out: run(openapi_command(ctx, synthetic, out), capture=False))
    row = {"n": n}
    row["ours"] = measure_compile(ctx, "compile ours N=%d" % n, ours_dir, SYNTHETIC_MODULE)
    row["ours"].update(count_lines(ours_src))
    row["openapi"] = measure_compile(ctx, "compile swift-openapi-generator N=%d" % n, theirs_dir, OPENAPI_MODULE)
    row["openapi"].update(count_lines(theirs_src))
    results["compile"] = row
    log("compile N=%d: %s" % (n, row))
