/// A time as a reply says it, before it is a moment: a span ("in 2 hours"), a day ("Monday",
/// "next week"), a part of the day ("this evening"), a clock time ("at 9", "halb zehn"), an
/// exact moment (ISO 8601), or only "later". `ReplyClock` makes it a moment.
struct TimePhrase: Equatable, Sendable {
    enum Day: Equatable, Sendable {
        /// Days from today: 0 today, 1 tomorrow, 2 the day after.
        case offset(Int)
        /// The next one of this weekday after today (0 Sunday).
        case weekday(Int)
        /// Monday of next week.
        case nextWeek
        /// The coming Saturday.
        case weekend
        /// A day of a month (and a month, when said).
        case date(month: Int?, day: Int)
    }

    struct Clock: Equatable, Sendable {
        var hour: Int
        var minute: Int
        /// "am"/"pm" said; nil when not.
        var afternoon: Bool?
    }

    var span: DurationText?
    /// A span with a minus: no time ahead, refused as `snooze -3h` is.
    var negative = false
    var day: Day?
    var part: DayPart?
    var clock: Clock?
    var exact: Timestamp?
    /// "later" with nothing else: `snooze_default` from now.
    var later = false

    var isEmpty: Bool { span == nil && !negative && day == nil && part == nil && clock == nil && exact == nil && !later }

    /// Two halves of one time said in two clauses ("Monday, at 9"), or nil when they say
    /// different times.
    func merged(with other: TimePhrase) -> TimePhrase? {
        if self == other { return self }
        if later, !other.later { return other }
        if other.later, !later { return self }
        guard span == nil, other.span == nil, exact == nil, other.exact == nil else { return nil }
        var merged = self
        if let day = other.day {
            guard self.day == nil || self.day == day else { return nil }
            merged.day = day
        }
        if let part = other.part {
            guard self.part == nil || self.part == part else { return nil }
            merged.part = part
        }
        if let clock = other.clock {
            guard self.clock == nil || self.clock == clock else { return nil }
            merged.clock = clock
        }
        return merged
    }
}
