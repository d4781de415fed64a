import Foundation
import MyndCurl

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A CalDAV collection followed by its changes: a `sync-collection` REPORT (RFC 6578) with the
/// token of the last one answers only the events added, changed or removed since, each added
/// or changed one with its text (`calendar-data`); the first, with no token, answers them all.
enum CalDAVSync {
    /// The REPORT after `token` (nil: from the start).
    static func request(url: String, user: String, password: String, token: String?, timeout: Double) -> HTTPRequest {
        let escaped = (token ?? "").replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <D:sync-collection xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
              <D:sync-token>\(escaped)</D:sync-token>
              <D:sync-level>1</D:sync-level>
              <D:prop><D:getetag/><C:calendar-data/></D:prop>
            </D:sync-collection>
            """
        // RFC 6578 3.2: the report is defined for Depth 0 only; sync-level says the members.
        return CalDAVQuery.report(url: url, user: user, password: password, depth: 0, body: body, timeout: timeout)
    }

    /// What one sync answered.
    struct Changes: Equatable {
        /// The token to send next time.
        var token: String
        /// Added or changed members: href, and the text when the server sent it.
        var changed: [String: String?] = [:]
        /// Members gone since the token.
        var removed: Set<String> = []
    }

    /// The changes of a 207 Multi-Status answer; nil when it is not one or has no new token.
    static func changes(in body: Data) -> Changes? {
        let reader = Reader()
        let parser = XMLParser(data: body)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse(), reader.sawMultistatus, let token = reader.token, !token.isEmpty else { return nil }
        var changes = Changes(token: token)
        for member in reader.members {
            if member.status.contains(" 404") {
                changes.removed.insert(member.href)
            } else {
                changes.changed[member.href] = member.text
            }
        }
        return changes
    }

    private final class Reader: NSObject, XMLParserDelegate {
        struct Member {
            var href = ""
            var status = ""
            var text: String?
        }
        var sawMultistatus = false
        var token: String?
        var members: [Member] = []
        private var member: Member?
        private var inPropstat = false
        private var characters = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
        ) {
            if name == "multistatus" { sawMultistatus = true }
            if name == "response" { member = Member() }
            if name == "propstat" { inPropstat = true }
            characters = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { characters += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let text = characters.trimmingCharacters(in: .whitespacesAndNewlines)
            switch name {
            case "sync-token" where member == nil: token = text
            case "href": member?.href = text
            // The member's own status (404: gone); its properties' statuses say only whether
            // each property was found, which its text being there says too.
            case "status" where !inPropstat: member?.status = text
            case "propstat": inPropstat = false
            case "calendar-data": if !text.isEmpty { member?.text = characters }
            case "response":
                if let member, !member.href.isEmpty { members.append(member) }
                member = nil
            default: break
            }
            characters = ""
        }
    }
}

/// The copy of a followed collection kept beside the database (0600: it holds the events):
/// the sync token and each member's text, by href.
struct CalDAVCopy: Codable, Equatable {
    var token: String?
    var members: [String: String] = [:]

    /// The copy at `path`; an empty one when there is none or it cannot be read.
    static func load(_ path: String) -> CalDAVCopy {
        guard let data = FileManager.default.contents(atPath: path),
            let copy = try? JSONDecoder().decode(CalDAVCopy.self, from: data)
        else { return CalDAVCopy() }
        return copy
    }

    /// `changes` applied; nil when a changed member came without its text (a server that
    /// sends only etags: the copy cannot follow it).
    func applying(_ changes: CalDAVSync.Changes) -> CalDAVCopy? {
        var next = self
        next.token = changes.token
        for href in changes.removed { next.members[href] = nil }
        for (href, text) in changes.changed {
            guard let text else { return nil }
            next.members[href] = text
        }
        return next
    }
}
