import Foundation
package import MyndCore
package import MyndSystemd

/// How an outbox row looks as a desktop notification: pure, so what the server is sent is
/// tested without one.
package enum DesktopNotification {
    /// Categories in the spec's form for vendor ones, `x-vendor.class.name`. None of the
    /// standard categories (device, email, im, network, presence, transfer) is a reminder:
    /// "im" would make servers sound and group it like a chat message. A category of our
    /// own lets people write server rules for mynd's nudges (dunst, mako: `category=`).
    package static func category(for kind: OutboxItem.Kind) -> String {
        kind == .digest ? "x-mynd.nudge.digest" : "x-mynd.nudge.followup"
    }

    /// The Notify request for `item`. Actions only when someone will hear them (the agent)
    /// and the server lists "actions"; the body escaped when the server reads markup in it, so
    /// a goal like "Fix <b>" or "A & B" shows as written. Urgency is normal, never critical:
    /// a nudge must not pin itself to the screen. The row's stack tag covers the one case
    /// `replaces_id` cannot: a run killed after the server showed the row and before its id
    /// was recorded shows it again, and that second one must replace the first, not stack.
    ///
    /// A nudge asks to stay (a server's time-out is not an answer): no expiry
    /// (`expire_timeout` 0), and `resident` where the server keeps notifications
    /// (`persistence`), until it is answered or withdrawn at the end of its answer window.
    /// The briefing stays too (a server's timeout took it away before it was read), though
    /// it asks for no answer, so nothing keeps it after it is opened.
    package static func request(
        for item: OutboxItem, replacesID: UInt32, actions: Bool, markup: Bool, asking: Bool = false, person: Bool = false,
        language: Language = .english, persistence: Bool = false
    ) -> NotificationRequest {
        let nudge = item.kind == .followup
        let body = plain(item.body, keepNewlines: true)
        return NotificationRequest(
            // The icon by its theme name: the one `make install` puts in hicolor.
            appName: "mynd", replacesID: replacesID, appIcon: "mynd", summary: plain(item.title, keepNewlines: false),
            body: markup ? escaped(body) : body,
            actions: actions
                ? DesktopAction.offered(for: item.kind, asking: asking, person: person).map {
                    NotificationAction(key: $0.rawValue, label: $0.label(for: item.kind, person: person, in: language))
                }
                : [],
            hints: NotificationHints(
                urgency: .normal, category: category(for: item.kind), desktopEntry: "mynd", stackTag: stackTag(for: item),
                resident: nudge && persistence ? true : nil),
            expireTimeout: 0)
    }

    /// One tag per outbox row: only a second showing of the same row replaces by it.
    package static func stackTag(for item: OutboxItem) -> String {
        "mynd.outbox.\(item.id)"
    }

    /// Text without control characters (they mean nothing on a notification and some servers
    /// choke on them) nor bidirectional controls and marks (they would make the rest read
    /// backwards); the summary on one line.
    package static func plain(_ text: String, keepNewlines: Bool) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 == "\t" || !hidden($0) }))
        }
        return lines.joined(separator: keepNewlines ? "\n" : " ")
    }

    private static func hidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        default: Terminal.reordersText(scalar)
        }
    }

    /// The spec's body markup is a small XML subset: these three make any text literal.
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
