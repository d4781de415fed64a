import Foundation
import MyndCore

/// The instant named by an ISO 8601 text with an explicit offset, read by Foundation's
/// `ISO8601DateFormatter`: an expectation source independent of mynd's own parser.
func utc(_ text: String) -> Timestamp {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions =
        text.contains(".")
        ? [.withInternetDateTime, .withFractionalSeconds]
        : [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("test fixture is not ISO 8601: \(text)") }
    return Timestamp(millisecondsSinceEpoch: Int64((date.timeIntervalSince1970 * 1000).rounded()))
}

/// A `LocalTime` for an IANA zone that the machine's tzdata must know.
func zone(_ identifier: String) -> LocalTime {
    guard let timeZone = TimeZone(identifier: identifier) else { fatalError("unknown time zone \(identifier)") }
    return LocalTime(timeZone: timeZone)
}

/// A reproducible stream of pseudo-random numbers (Knuth's MMIX linear congruential
/// generator), so that sweeps test the same values on every run.
struct SeededLCG {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A value in `range`, from the generator's high bits (the low bits of an LCG are weak).
    mutating func next(in range: ClosedRange<Int64>) -> Int64 {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int64((next() >> 11) % width)
    }
}

let millisecondsPerHour: Int64 = 3_600_000
let millisecondsPerDay: Int64 = 86_400_000
