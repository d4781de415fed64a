/// What went wrong reading a calendar, in one line that says what to do.
package enum CalendarError: Error, Equatable, CustomStringConvertible {
    /// libical could not be loaded.
    case library(String)
    /// The text is not iCalendar.
    case notICalendar(source: String)
    /// A source could not be read (a folder missing, a server down, a refusal).
    case unreadable(source: String, why: String)
    /// A feed larger than mynd reads.
    case tooLarge(source: String, bytes: Int?)

    /// The largest text read from a source: a feed of years fits; a runaway one is refused.
    package static let maximumBytes = 32 * 1_048_576

    package var description: String {
        switch self {
        case .library(let why):
            "libical cannot be loaded (\(why)): install libical3 (apt-get install libical3)"
        case .notICalendar(let source):
            "\(source) is not iCalendar (no BEGIN:VCALENDAR): check the address or the file"
        case .unreadable(let source, let why):
            "\(source) cannot be read: \(why)"
        case .tooLarge(let source, let bytes):
            "\(source) is \(bytes.map { "\(($0 + 1_048_575) / 1_048_576) MB, " } ?? "")more than mynd reads (\(CalendarError.maximumBytes / 1_048_576) MB): "
                + "publish a shorter range of the calendar"
        }
    }
}
