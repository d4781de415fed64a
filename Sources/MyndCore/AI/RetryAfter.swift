import Foundation

/// Reads the `retry-after` response header (RFC 9110 §10.2.3): how long the server asks the
/// client to wait before trying again.
package enum RetryAfter {
    /// Seconds to wait, from either form the header may take: a number of seconds (`"30"`;
    /// a decimal like `"1.5"` is accepted too) or an HTTP-date, counted from `now` (a date in
    /// the past means 0). nil when the value is neither: such a header is ignored.
    package static func seconds(_ value: String, now: Timestamp) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = decimalSeconds(text) { return seconds }
        if let date = HTTPDate.parse(text, now: now) { return max(0, date.seconds(since: now)) }
        return nil
    }

    /// Seconds to wait from `retry-after-ms` (milliseconds, as the official SDKs read it): a
    /// plain decimal number only; nil for anything else.
    package static func seconds(milliseconds value: String) -> Double? {
        decimalSeconds(value.trimmingCharacters(in: .whitespaces)).map { $0 / 1000 }
    }

    /// `digits` or `digits.digits`; nothing else. (`Double(_:)` would also take `-1`, `1e9`,
    /// `inf` and `nan`, none of which is a delay.)
    static func decimalSeconds(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } })
        else { return nil }
        return Double(text)
    }
}
