import Foundation
package import MyndCore
package import MyndCurl
import MyndPOSIX

/// Reads the calendar sources that are due into their windows of instances: a folder each
/// time it is due, a feed at most every `interval` and then only if it changed (`ETag`,
/// `Last-Modified`), from the copy kept on disk when it did not. Parsing happens here, in the
/// refresh job; everything else reads the window the store keeps.
package struct CalendarRefresh: Sendable {
    /// What reading one source gave: its new window, or a failure (its last good window stays).
    package enum Outcome: Sendable {
        case window([CalendarEvent], CalendarSourceState)
        case failed(CalendarSourceState)

        package var state: CalendarSourceState {
            switch self {
            case .window(_, let state), .failed(let state): state
            }
        }
    }

    package var sources: [CalendarSource]
    /// `[calendar] refresh`, in seconds.
    package var interval: Int64
    package var reading: CalendarReading
    /// Where a feed's last text is kept, to be read again when the server says it is unchanged.
    package var cacheDirectory: String
    package var transport: any HTTPTransport
    /// Seconds a feed may take.
    package var timeout: Double = 60
    /// The CalDAV sources' password (`[calendar] password_file`, a credential); nil: none set.
    package var password: String?

    package init(
        sources: [CalendarSource], interval: Int64, reading: CalendarReading, cacheDirectory: String, transport: any HTTPTransport
    ) {
        self.sources = sources
        self.interval = interval
        self.reading = reading
        self.cacheDirectory = cacheDirectory
        self.transport = transport
    }

    /// Whether `source` is read now: never read, or last read at least `interval` ago (a
    /// clock set back counts as due).
    package func isDue(last: CalendarSourceState?, now: Timestamp) -> Bool {
        guard let last else { return true }
        let age = now.seconds(since: last.checkedAt)
        return age < 0 || age >= Double(interval)
    }

    /// Reads `source` into the window around `now`.
    package func read(_ source: CalendarSource, last: CalendarSourceState?, now: Timestamp) -> Outcome {
        let window = CalendarReading.window(around: now, zone: reading.zone)
        var state = CalendarSourceState(
            name: source.name, checkedAt: now, goodAt: last?.goodAt, notes: last?.notes ?? [], etag: last?.etag,
            lastModified: last?.lastModified, events: last?.events ?? 0)
        do throws(CalendarError) {
            let texts: [(name: String, text: String)]
            var skipped: [String] = []
            switch source {
            case .folder(let path): (texts, skipped) = try Self.folderTexts(path)
            case .feed(let url): texts = [(source.name, try feedText(url, name: source.name, state: &state))]
            case .caldav(let url, let user): texts = try collectionTexts(url, user: user, name: source.name, window: window)
            }
            var events: [CalendarEvent] = []
            var notes = skipped
            for (name, text) in texts {
                do throws(CalendarError) {
                    let read = try reading.events(in: text, from: window.from, to: window.to, source: name)
                    events += read.events
                    notes += read.notes
                } catch {
                    // One broken file of a folder (or event of a collection) is said, and the others
                    // are read; a feed is one text.
                    if case .feed = source { throw error }
                    notes.append(error.description)
                }
            }
            state.goodAt = now
            state.error = nil
            state.notes = Array(Set(notes)).sorted()
            state.events = events.count
            return .window(events.sorted { ($0.start, $0.end) < ($1.start, $1.end) }, state)
        } catch {
            state.error = error.description
            return .failed(state)
        }
    }

    /// The `.ics` files of a vdir (and of the collections one level down, as vdirsyncer lays
    /// out a folder of calendars), by name, and why a file was left (too large, not text).
    static func folderTexts(_ path: String) throws(CalendarError) -> (texts: [(name: String, text: String)], skipped: [String]) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
            let names = try? files.contentsOfDirectory(atPath: path)
        else { throw .unreadable(source: path, why: "no such folder: check [calendar] sources") }
        var paths: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = path + "/" + name
            var sub: ObjCBool = false
            if files.fileExists(atPath: full, isDirectory: &sub), sub.boolValue {
                paths += ((try? files.contentsOfDirectory(atPath: full)) ?? []).sorted().filter { $0.hasSuffix(".ics") }.map {
                    full + "/" + $0
                }
            } else if name.hasSuffix(".ics") {
                paths.append(full)
            }
        }
        var texts: [(name: String, text: String)] = []
        var skipped: [String] = []
        for file in paths {
            let size = (try? files.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            guard size <= CalendarError.maximumBytes else {
                skipped.append(CalendarError.tooLarge(source: file, bytes: size).description)
                continue
            }
            guard let data = files.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                skipped.append(CalendarError.notICalendar(source: file).description)
                continue
            }
            texts.append((file, text))
        }
        return (texts, skipped)
    }

    /// A CalDAV collection's events, each a text: the copy kept beside the database brought up
    /// to date by `sync-collection` (only what changed crosses the network), or, from a server
    /// that does not keep one, the events overlapping the window by a time-range REPORT.
    private func collectionTexts(_ url: String, user: String, name: String, window: (from: Timestamp, to: Timestamp)) throws(CalendarError)
        -> [(name: String, text: String)]
    {
        guard let password else {
            throw .unreadable(source: name, why: "no password: set [calendar] password_file (chmod 600) or $MYND_CALDAV_PASSWORD")
        }
        if let copy = try followed(url, user: user, password: password, name: name) {
            return copy.members.sorted { $0.key < $1.key }.map { (name, $0.value) }
        }
        let query = CalDAVQuery.request(url: url, user: user, password: password, from: window.from, to: window.to, timeout: timeout)
        guard let response = try ask(query, name: name) else { throw .tooLarge(source: name, bytes: nil) }
        guard response.status == 207 else { throw Self.refused(response, name: name) }
        guard let texts = CalDAVQuery.calendarData(in: response.body) else {
            throw .unreadable(source: name, why: "the server's answer is not a CalDAV multistatus: check the collection's address")
        }
        return texts.map { (name, $0) }
    }

    /// The collection's copy after a `sync-collection` from its token (from the start when
    /// the server no longer knows the token); nil when the server does not do the report or
    /// sends changes without their text.
    private func followed(_ url: String, user: String, password: String, name: String) throws(CalendarError) -> CalDAVCopy? {
        let path = cacheDirectory + "/" + CalendarSource.fingerprint(user + " " + url) + ".caldav.json"
        var copy = CalDAVCopy.load(path)
        var response = try ask(
            CalDAVSync.request(url: url, user: user, password: password, token: copy.token, timeout: timeout), name: name)
        if copy.token != nil, let refused = response, refused.status != 207, refused.status != 401 {
            // RFC 6578 3.2: a token the server has let go of (403 valid-sync-token): start over.
            copy = CalDAVCopy()
            response = try ask(CalDAVSync.request(url: url, user: user, password: password, token: nil, timeout: timeout), name: name)
        }
        guard let response else { return nil }
        if response.status == 401 { throw Self.refused(response, name: name) }
        guard response.status == 207, let changes = CalDAVSync.changes(in: response.body), let next = copy.applying(changes) else {
            return nil
        }
        // Not kept, the next read starts over: no worse than a server without the report.
        if let data = try? JSONEncoder().encode(next) {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try? AtomicFile.write(data, to: path, permissions: 0o600)
        }
        return next
    }

    /// Sends a CalDAV request; the network's failure is the source's one line, and an answer
    /// over the size limit is nil (a sync from the start falls back to the window's query).
    private func ask(_ request: HTTPRequest, name: String) throws(CalendarError) -> HTTPResponse? {
        do {
            return try transport.send(request)
        } catch {
            if case .responseTooLarge = error { return nil }
            throw .unreadable(source: name, why: error.description)
        }
    }

    /// The one line of a status that is not the answer asked for.
    private static func refused(_ response: HTTPResponse, name: String) -> CalendarError {
        let hint = response.status == 401 ? ": check the user and [calendar] password_file" : ""
        return .unreadable(source: name, why: "the server answered HTTP \(response.status)\(hint)")
    }

    /// The feed's text: fetched when it changed, else the copy on disk.
    private func feedText(_ url: String, name: String, state: inout CalendarSourceState) throws(CalendarError) -> String {
        let cache = cacheDirectory + "/" + CalendarSource.fingerprint(url) + ".ics"
        let cached = FileManager.default.contents(atPath: cache)
        var headers: [HTTPHeader] = [HTTPHeader("Accept", "text/calendar")]
        if cached != nil {
            if let etag = state.etag { headers.append(HTTPHeader("If-None-Match", etag)) }
            if let modified = state.lastModified { headers.append(HTTPHeader("If-Modified-Since", modified)) }
        }
        let response: HTTPResponse
        do {
            response = try transport.send(
                HTTPRequest(
                    method: "GET", url: url, headers: headers, connectTimeout: min(10, timeout), totalTimeout: timeout,
                    maxResponseBytes: CalendarError.maximumBytes))
        } catch {
            if case .responseTooLarge = error { throw .tooLarge(source: name, bytes: nil) }
            throw .unreadable(source: name, why: error.description.replacingOccurrences(of: url, with: name))
        }
        if response.status == 304, let cached, let text = String(data: cached, encoding: .utf8) { return text }
        guard response.status == 200 else {
            let hint = response.status == 401 || response.status == 403 ? ": check the address (it may have been reset)" : ""
            throw .unreadable(source: name, why: "the server answered HTTP \(response.status)\(hint)")
        }
        guard let text = String(data: response.body, encoding: .utf8) else { throw .notICalendar(source: name) }
        guard text.contains("BEGIN:VCALENDAR") else { throw .notICalendar(source: name) }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try? AtomicFile.write(response.body, to: cache, permissions: 0o600)
        state.etag = response.header("ETag")
        state.lastModified = response.header("Last-Modified")
        return text
    }
}
