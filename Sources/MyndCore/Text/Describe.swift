import Foundation

/// Human-readable pieces shared by the commands.
package struct Describe: Sendable {
    package var now: Timestamp
    package var zone: LocalTime

    package init(now: Timestamp, zone: LocalTime) {
        self.now = now
        self.zone = zone
    }

    /// "3d", "5h", "12m": how long ago, coarsely.
    package func age(_ t: Timestamp) -> String {
        let seconds = max(0, Int(now.seconds(since: t)))
        if seconds >= 86_400 { return "\(seconds / 86_400)d" }
        if seconds >= 3600 { return "\(seconds / 3600)h" }
        return "\(seconds / 60)m"
    }

    package func when(_ t: Timestamp) -> String { zone.describe(t) }

    /// `3f2a  goal      4d  Plant the garden  (snoozed until …)`
    package func row(_ node: Node, shortId: String, width: Int) -> String {
        var s = shortId.padding(toLength: max(width, shortId.count), withPad: " ", startingAt: 0)
        s += "  " + node.type.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let idle = age(node.lastAccessedAt)
        s += "  " + idle + String(repeating: " ", count: max(0, 5 - idle.count))
        s += "  " + Terminal.line(node.content)
        if let done = node.completedAt { s += "  (done \(when(done)))" }
        if node.isSnoozed(at: now), let until = node.snoozedUntil { s += "  (snoozed until \(when(until)))" }
        return s
    }
}
