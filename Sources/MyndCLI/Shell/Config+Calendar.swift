import MyndCalendar
import MyndCore
import TOMLKit

/// `[calendar]`: the person's calendars (vdir folders, iCalendar URLs), how often a feed is
/// asked again, and whether event titles may reach Claude.
struct CalendarConfig {
    /// As written (a folder may start with `~`); each one a `CalendarSource`.
    var sources: [String] = []
    var refresh = DurationText(seconds: 15 * 60)
    var shareTitles = false
    /// A meeting holds the screen; the phone too unless this is true.
    var phoneInMeetings = false
    /// An extra CA bundle for a feed on a server with its own certificate.
    var caFile: String?
    /// The CalDAV sources' password, in a file only its owner reads.
    var passwordFile: String?

    /// What of the calendar a prompt to Claude may carry, as `doctor --privacy` says it.
    var whatGoesToClaude: String {
        if sources.isEmpty { return "calendar: none is read ([calendar] sources is empty), so none of it is sent" }
        if shareTitles {
            return
                "calendar: event titles go to Claude, masked like any text; places and attendees stay on this machine ([calendar] share_titles = true)"
        }
        return
            "calendar: event titles, places and attendees stay on this machine; a prompt says \"a meeting\" and its times ([calendar] share_titles = false)"
    }
}

extension Config {
    static var calendar: ConfigSection {
        ConfigSection(
            name: "calendar", note: "off while sources is empty",
            keys: [
                ConfigKey(
                    name: "sources",
                    template: {
                        templateLines(
                            "sources = \(quoted($0.calendar.sources))",
                            note: ["vdir folders, https:// iCalendar URLs (a URL is a secret), caldav+https://USER@host/collection/"])
                    },
                    read: { config, entry in
                        guard let array = entry.value.array else {
                            throw entry.error("must be a list, like sources = [\"~/.calendars/work\"]")
                        }
                        var list: [String] = []
                        for item in array {
                            guard let text = item.string, CalendarSource(text, home: "/") != nil else {
                                throw entry.error(
                                    "has an entry that is neither a folder (/…, ~/…), an http(s):// URL nor caldav+https://USER@host/…: write each as one of them"
                                )
                            }
                            if !list.contains(text) { list.append(text) }
                        }
                        config.calendar.sources = list
                    }),
                .value("refresh", \.calendar.refresh, shown: { quoted($0.text) }, note: "a feed is asked again at most this often") {
                    try $0.duration(within: 60...86_400, hint: "from 1m to 24h: use one like \"15m\"")
                },
                .value(
                    "share_titles", \.calendar.shareTitles, shown: { "\($0)" },
                    note: "event titles, places and attendees never reach Claude unless true"
                ) { try $0.bool() },
                .value(
                    "phone_in_meetings", \.calendar.phoneInMeetings, shown: { "\($0)" },
                    note: "a busy event holds the screen, and the phone too unless true"
                ) { try $0.bool() },
                .optionalString("ca_file", \.calendar.caFile, note: "extra CA bundle (a server with its own certificate)"),
                .optionalString(
                    "password_file", \.calendar.passwordFile, note: "CalDAV's password (chmod 600), for caldav+https://USER@host/…"),
            ], isOn: { !$0.calendar.sources.isEmpty })
    }
}
