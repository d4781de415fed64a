/// Makes a reply's time a moment, the way a person means it: a day without an hour is this
/// person's usual start of that day (`dayHours`, learned from when they come to the desk),
/// else 09:00; a part of the day is its hour, and never inside quiet hours when said as a
/// part of the day; a bare hour from 1 to 6 is the afternoon; a clock time alone is the next
/// time it comes; "later" is `snooze_default`.
package struct ReplyClock: Sendable {
    package var now: Timestamp
    package var zone: LocalTime
    /// What "later" and a snooze without a time mean.
    package var snoozeDefault: DurationText
    /// The hour a day starts for this person, by weekday (0 Sunday); a day missing is 09:00.
    package var dayHours: [Int: Int]
    package var quietHours: QuietHours?

    package init(
        now: Timestamp, zone: LocalTime, snoozeDefault: DurationText = DurationText(seconds: 3600), dayHours: [Int: Int] = [:],
        quietHours: QuietHours? = nil
    ) {
        self.now = now
        self.zone = zone
        self.snoozeDefault = snoozeDefault
        self.dayHours = dayHours
        self.quietHours = quietHours
    }

    /// The hour a day starts when the person does not say one.
    static let defaultDayHour = 9

    /// Why a time cannot be used.
    enum Refusal: Error, Equatable {
        case notAhead
        case past(Timestamp)
    }

    /// The moment `phrase` means, strictly after now.
    func moment(_ phrase: TimePhrase) -> Result<Timestamp, Refusal> {
        if phrase.negative { return .failure(.notAhead) }
        let instant: Timestamp
        if let exact = phrase.exact {
            instant = exact
        } else if let span = phrase.span {
            instant = span.added(to: now, in: zone)
        } else if let offset = dayOffset(phrase.day) {
            instant = onDay(offset, phrase)
        } else if phrase.clock != nil || phrase.part != nil {
            instant = today(phrase)
        } else {
            instant = snoozeDefault.added(to: now, in: zone)
        }
        return instant > now ? .success(instant) : .failure(.past(instant))
    }

    /// Days from today to the day said, or nil when none is said.
    func dayOffset(_ day: TimePhrase.Day?) -> Int? {
        let weekday = zone.wall(at: now).weekday
        switch day {
        case nil: return nil
        case .offset(let days): return days
        case .weekday(let target): return (target - weekday + 6) % 7 + 1
        case .nextWeek: return (1 - weekday + 6) % 7 + 1
        case .weekend: return weekday == 6 ? 0 : (6 - weekday + 7) % 7
        case .date(let month, let day): return dateOffset(month: month, day: day)
        }
    }

    /// Days to the next `day` of `month` (this month's or the next's when no month is said).
    private func dateOffset(month: Int?, day: Int) -> Int? {
        let wall = zone.wall(at: now)
        let today = zone.instant(year: wall.year, month: wall.month, day: wall.day, hour: 12, minute: 0)
        for step in 0..<13 {
            let total = wall.month - 1 + step
            let (year, monthNow) = (wall.year + total / 12, total % 12 + 1)
            guard month == nil || month == monthNow, day <= Self.days(inMonth: monthNow, year: year) else { continue }
            let candidate = zone.instant(year: year, month: monthNow, day: day, hour: 12, minute: 0)
            if candidate >= today { return Int((candidate.seconds(since: today) / 86_400).rounded()) }
        }
        return nil
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// On the day `offset` days from today, at the hour said, or the part's, or the day's own.
    private func onDay(_ offset: Int, _ phrase: TimePhrase) -> Timestamp {
        let weekday = (zone.wall(at: now).weekday + offset) % 7
        let (hour, minute) = hour(phrase, dayHour: dayHours[weekday] ?? Self.defaultDayHour)
        return outOfQuietHours(zone.instant(onDayOf: now, plusDays: offset, hour: hour, minute: minute), phrase)
    }

    /// A clock time or part of the day with no day: today if still ahead. A part of the day
    /// already under way ("this evening" at 20:00) is a little later; one gone, or a clock time
    /// passed, is tomorrow's.
    private func today(_ phrase: TimePhrase) -> Timestamp {
        let weekday = zone.wall(at: now).weekday
        let (hour, minute) = hour(phrase, dayHour: dayHours[weekday] ?? Self.defaultDayHour)
        let candidate = outOfQuietHours(zone.instant(onDayOf: now, plusDays: 0, hour: hour, minute: minute), phrase)
        if candidate > now { return candidate }
        if phrase.clock == nil, let part = phrase.part, Self.partEnd(part) > zone.wall(at: now).hour {
            return snoozeDefault.added(to: now, in: zone)
        }
        return onDay(1, phrase)
    }

    /// The hour the part of the day ends, for "still this evening".
    private static func partEnd(_ part: DayPart) -> Int {
        switch part {
        case .morning: 12
        case .noon: 14
        case .afternoon: 18
        case .evening: 23
        }
    }

    /// The hour and minute said: a clock time (a bare 1–6 in the afternoon; an hour before
    /// noon with an afternoon or evening part after noon), else the part's hour, else the day's.
    private func hour(_ phrase: TimePhrase, dayHour: Int) -> (Int, Int) {
        if let clock = phrase.clock {
            var hour = clock.hour
            switch clock.afternoon {
            case true?: if hour < 12 { hour += 12 }
            case false?: if hour == 12 { hour = 0 }
            case nil:
                let later = phrase.part == .afternoon || phrase.part == .evening
                if hour < 12, later || (1...6).contains(hour) { hour += 12 }
            }
            return (hour % 24, clock.minute)
        }
        if let part = phrase.part { return (part.hour(dayHour: dayHour), 0) }
        return (dayHour, 0)
    }

    /// A part of the day ("this evening") is never inside quiet hours: an hour before they
    /// begin. A clock time the person named stays as named.
    private func outOfQuietHours(_ instant: Timestamp, _ phrase: TimePhrase) -> Timestamp {
        guard phrase.clock == nil, phrase.part != nil, let quietHours, quietHours.contains(instant, in: zone) else { return instant }
        let start = zone.instant(onDayOf: instant, plusDays: 0, hour: quietHours.start.hour, minute: quietHours.start.minute)
        let before = start.adding(seconds: -3600)
        return before > now ? before : instant
    }
}
