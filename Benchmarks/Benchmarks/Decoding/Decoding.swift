import Benchmark
import BenchSupport
import Foundation

/// Decoding throughput of recorded API responses: through the generated models and the runtime
/// (`ResponseContext` with the API's date formats and type table), against `JSONDecoder` into
/// hand-written Codable structs, and for FogBugz's XML against XMLCoder.
///
/// One iteration decodes the payload once; the table turns the median wall time into MB/s using the
/// fixture's size. Benchmark names are `<fixture> · <variant>`.
let benchmarks: @Sendable () -> Void = {
    let quick = ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        maxDuration: quick ? .seconds(1) : .seconds(3),
        maxIterations: quick ? 500 : 20_000
    )
    for decodeCase in DecodeCases.all() {
        let data = BenchPaths.fixture(decodeCase.fixture)
        // Check once, outside the measurement, that the case decodes and finds what its peers find.
        let count: Int
        do {
            count = try decodeCase.decode(data)
        } catch {
            print("skipping \(decodeCase.fixture) · \(decodeCase.variant): \(error)")
            continue
        }
        DecodeCases.record(decodeCase, count: count)
        Benchmark("\(decodeCase.fixture) · \(decodeCase.variant)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try decodeCase.decode(data))
            }
        }
    }
}

/// One payload decoded one way.
struct DecodeCase: Sendable {
    /// The fixture, relative to the fixtures folder (`etilbudsavis/offer_list.json`).
    let fixture: String
    /// `generated model`, `hand-written Codable` or `XMLCoder`.
    let variant: String
    /// Decodes the payload and returns the number of top-level items (to compare variants).
    let decode: @Sendable (Data) throws -> Int
}

/// Every case of the APIs whose SDK exists in this build.
enum DecodeCases {
    /// The hand-written cases always; the generated ones once `Package.swift` finds the SDK's models.
    static func all() -> [DecodeCase] {
        var cases: [DecodeCase] = []
        cases += EtilbudsavisCases.handwritten + EtilbudsavisCases.generated
        cases += BazaarvoiceCases.handwritten + BazaarvoiceCases.generated
        cases += SageBridgeCases.handwritten + SageBridgeCases.generated
        cases += FogBugzCases.handwritten + FogBugzCases.generated
        return cases
    }

    nonisolated(unsafe) private static var counts: [String: (variant: String, count: Int)] = [:]

    /// Warns when two variants of one payload find different numbers of items.
    static func record(_ decodeCase: DecodeCase, count: Int) {
        if let earlier = counts[decodeCase.fixture], earlier.count != count {
            print("warning: \(decodeCase.fixture): \(earlier.variant) found \(earlier.count) items, "
                + "\(decodeCase.variant) found \(count)")
        }
        counts[decodeCase.fixture] = (decodeCase.variant, count)
    }
}
