/// Which of the channels listed for a nudge presence picks when a phone is among them: at the
/// desk the screen, away the phone. A phone nudge interrupts a person wherever they are, so it
/// goes only where a screen would wait, and only `[phone] max_per_day` times a day with
/// `min_gap` between; quiet hours and a pause hold it as they hold everything (`DeliveryHold`).
/// A mailbox goes as listed: it waits by itself.
package enum PhoneRoute {
    /// How the phone has been used today, as the outbox says.
    package struct Use: Equatable, Sendable {
        /// Phone nudges planned since the start of the person's day.
        package var today: Int
        /// When the last one was planned, if ever.
        package var last: Timestamp?

        package init(today: Int, last: Timestamp?) {
            self.today = today
            self.last = last
        }

        /// The same use after one more phone nudge at `now`.
        package func adding(at now: Timestamp) -> Use { Use(today: today + 1, last: now) }
    }

    /// Whether one more phone nudge may go at `now`: under the day's cap, and `minGapSeconds`
    /// after the last.
    package static func mayUse(_ use: Use, maxPerDay: Int, minGapSeconds: Int64, now: Timestamp) -> Bool {
        guard use.today < maxPerDay else { return false }
        guard let last = use.last else { return true }
        return now.seconds(since: last) >= Double(minGapSeconds)
    }

    /// The channels of `listed` (each with its kind) a nudge goes to now. Without a phone among
    /// them, all of them. With one: away (and `phoneOpen`, the cap and the gap allowing) the
    /// phone instead of the screen; at the desk, presence unknown, or the phone used up, the
    /// screen instead of the phone. With no screen listed, the phone while `phoneOpen`.
    package static func pick(_ listed: [(Channel, ChannelKind)], presence: PresenceState?, phoneOpen: Bool) -> [Channel] {
        let kinds = Set(listed.map(\.1))
        guard kinds.contains(.phone) else { return listed.map(\.0) }
        let away = if case .away = presence { true } else { false }
        let usePhone = phoneOpen && (away || !kinds.contains(.screen))
        return listed.filter { _, kind in
            switch kind {
            case .phone: usePhone
            case .screen: !usePhone
            case .mailbox: true
            }
        }.map(\.0)
    }

    /// The kinds the hold rules should judge a nudge by before it is planned: those `pick`
    /// could use, the phone left out when it is used up (so a person away with the phone's
    /// day spent has their nudges wait for the screen, as without a phone).
    package static func kindsToHold(_ listed: [ChannelKind], phoneOpen: Bool) -> [ChannelKind] {
        phoneOpen ? listed : listed.filter { $0 != .phone }
    }

    /// Whether a nudge whose phone row has not gone out (the server down, slow or refusing)
    /// goes to the screen instead: once the row has given up, the screen waits for the person;
    /// while it is still being tried, only when the person is at the screen now, so the nudge
    /// meets them there instead of waiting on a server.
    package static func fallsBackToScreen(phoneRow: OutboxItem.Status, attempts: Int, screenOpen: Bool) -> Bool {
        switch phoneRow {
        case .failed: true
        case .pending: attempts > 0 && screenOpen
        case .sent: false
        }
    }
}
