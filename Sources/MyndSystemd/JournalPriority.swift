/// syslog's priority levels, as the journal's `PRIORITY=` field takes them.
package enum JournalPriority: Int32, Sendable, Equatable, CaseIterable {
    case emergency = 0
    case alert = 1
    case critical = 2
    case error = 3
    case warning = 4
    case notice = 5
    case info = 6
    case debug = 7
}
