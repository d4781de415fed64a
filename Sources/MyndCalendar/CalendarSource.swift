import Foundation

/// One of `[calendar] sources`: a vdir folder (one `.ics` an event, as vdirsyncer keeps them
/// for khal), an iCalendar URL (a calendar's "secret address"), or a CalDAV collection.
package enum CalendarSource: Equatable, Sendable {
    case folder(String)
    case feed(url: String)
    /// A CalDAV collection (`caldav+https://user@host/path/`): its user, and the URL without it.
    case caldav(url: String, user: String)

    /// Reads one entry of the list; nil when it is neither an absolute path nor an http(s) URL.
    package init?(_ text: String, home: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("caldav+http") {
            guard var url = URLComponents(string: String(trimmed.dropFirst("caldav+".count))), url.host?.isEmpty == false,
                let user = url.user, !user.isEmpty
            else { return nil }
            url.user = nil
            url.password = nil
            guard let plain = url.string else { return nil }
            self = .caldav(url: plain, user: user)
        } else if trimmed.lowercased().hasPrefix("https://") || trimmed.lowercased().hasPrefix("http://") {
            guard let url = URLComponents(string: trimmed), url.host?.isEmpty == false else { return nil }
            self = .feed(url: trimmed)
        } else if trimmed.hasPrefix("/") {
            self = .folder(trimmed)
        } else if trimmed == "~" || trimmed.hasPrefix("~/") {
            self = .folder(home + trimmed.dropFirst())
        } else {
            return nil
        }
    }

    /// How the source is shown and stored: a folder's path; a URL's scheme and host, with a
    /// short fingerprint of the whole so two feeds of one host stay apart. The path and query
    /// of a calendar's address are its secret, never shown or logged.
    package var name: String {
        switch self {
        case .folder(let path): return path
        // A collection's address is no secret: the password is, and it is never in it.
        case .caldav(let url, let user): return "caldav \(user) at \(url)"
        case .feed(let url):
            let parts = URLComponents(string: url)
            let host = parts?.host ?? "?"
            let port = parts?.port.map { ":\($0)" } ?? ""
            return "\(parts?.scheme?.lowercased() ?? "https")://\(host)\(port)/… #\(Self.fingerprint(url))"
        }
    }

    /// FNV-1a of the text, 8 hex digits: a label, not a secret's hash.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
