import Foundation
import MyndCore

/// The instant named by an ISO 8601 text with an explicit offset, read by Foundation's
/// `ISO8601DateFormatter`: an expectation source independent of mynd's own parser.
func utc(_ text: String) -> Timestamp {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("test fixture is not ISO 8601: \(text)") }
    return Timestamp(date)
}

/// A `LocalTime` for an IANA zone that the machine's tzdata must know.
func zone(_ identifier: String) -> LocalTime {
    guard let timeZone = TimeZone(identifier: identifier) else { fatalError("unknown time zone \(identifier)") }
    return LocalTime(timeZone: timeZone)
}
