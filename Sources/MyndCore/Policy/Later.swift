/// *Later* without a time, as every interface hands it to the store: back after
/// `snooze_default` (`soon`), unless the goal was already sent back to later today twice. A
/// person who says Later again and again is not helped by hearing the same goal every hour:
/// the third Later of a day brings it back the next day, at the hour that day starts for
/// them (`nextDay`), and the confirmation says so.
package struct Later: Equatable, Sendable {
    /// `snooze_default` from now.
    package var soon: Timestamp
    /// The next day at the person's hour (`WhenParser`'s "tomorrow").
    package var nextDay: Timestamp
    /// Today in the person's zone: from its midnight (`dayStart`) to the next (`dayEnd`).
    package var dayStart: Timestamp
    package var dayEnd: Timestamp

    /// How many snoozes may bring a goal back on the day they were given before the next
    /// Later waits for the next day.
    package static let returnsADay = 2

    package init(soon: Timestamp, nextDay: Timestamp, dayStart: Timestamp, dayEnd: Timestamp) {
        self.soon = soon
        self.nextDay = nextDay
        self.dayStart = dayStart
        self.dayEnd = dayEnd
    }

    /// When this Later ends, given `returnsToday`: the snoozes given today that brought the
    /// goal back today. A `soon` already past midnight stays as it is: it is tomorrow anyway.
    package func end(returnsToday: Int) -> Timestamp {
        movesToNextDay(returnsToday: returnsToday) ? nextDay : soon
    }

    /// Whether this Later waits for the next day (the confirmation says so).
    package func movesToNextDay(returnsToday: Int) -> Bool {
        returnsToday >= Self.returnsADay && soon < dayEnd && nextDay > soon
    }
}

extension Later {
    /// A Later given at `now`: `snoozeDefault` from now, or the next day at `dayHour(weekday)`
    /// (0 Sunday; nil: 09:00).
    package init(now: Timestamp, zone: LocalTime, snoozeDefault: DurationText, dayHour: (Int) -> Int?) {
        let tomorrow = (zone.wall(at: now).weekday + 1) % 7
        self.init(
            soon: snoozeDefault.added(to: now, in: zone),
            nextDay: zone.instant(onDayOf: now, plusDays: 1, hour: dayHour(tomorrow) ?? 9, minute: 0),
            dayStart: zone.instant(onDayOf: now, plusDays: 0, hour: 0, minute: 0),
            dayEnd: zone.instant(onDayOf: now, plusDays: 1, hour: 0, minute: 0))
    }
}

extension WhenParser {
    /// *Later* as the command line and a notification's button mean it: the next day is what
    /// "tomorrow" means here.
    package func later(_ snoozeDefault: DurationText) -> Later {
        Later(now: now, zone: zone, snoozeDefault: snoozeDefault) { weekday in
            usualHour[weekday == 0 || weekday == 6] ?? defaultHour
        }
    }
}

extension ReplyClock {
    /// *Later* as a reply without a time means it: the next day is what "tomorrow" means here.
    package var later: Later {
        Later(now: now, zone: zone, snoozeDefault: snoozeDefault) { dayHours[$0] ?? Self.defaultDayHour }
    }
}
