import Foundation
import MyndCore
import MyndCurl

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A CalDAV collection asked for the events of a window: one time-range `calendar-query`
/// REPORT (RFC 4791 §7.8), each event's whole text back, expanded here (Radicale 3.1, like
/// other servers, ignores `<C:expand>`).
enum CalDAVQuery {
    /// The REPORT for [from, to).
    static func request(url: String, user: String, password: String, from: Timestamp, to: Timestamp, timeout: Double) -> HTTPRequest {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
              <D:prop><D:getetag/><C:calendar-data/></D:prop>
              <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
                <C:time-range start="\(utc(from))" end="\(utc(to))"/>
              </C:comp-filter></C:comp-filter></C:filter>
            </C:calendar-query>
            """
        return report(url: url, user: user, password: password, depth: 1, body: body, timeout: timeout)
    }

    /// A REPORT to the collection with Basic authentication: how mynd asks a CalDAV server.
    static func report(url: String, user: String, password: String, depth: Int, body: String, timeout: Double) -> HTTPRequest {
        let credentials = Data("\(user):\(password)".utf8).base64EncodedString()
        return HTTPRequest(
            method: "REPORT", url: url,
            headers: [
                HTTPHeader("Depth", "\(depth)"), HTTPHeader("Content-Type", "application/xml; charset=utf-8"),
                HTTPHeader("Authorization", "Basic \(credentials)"),
            ],
            body: Data(body.utf8), connectTimeout: min(10, timeout), totalTimeout: timeout, maxResponseBytes: CalendarError.maximumBytes)
    }

    /// `20261122T000000Z`.
    static func utc(_ instant: Timestamp) -> String {
        let wall = LocalTime(timeZone: TimeZone(identifier: "UTC")!).wall(at: instant)
        func p(_ v: Int, _ width: Int = 2) -> String { String(repeating: "0", count: max(0, width - String(v).count)) + String(v) }
        return "\(p(wall.year, 4))\(p(wall.month))\(p(wall.day))T\(p(wall.hour))\(p(wall.minute))\(p(wall.second))Z"
    }

    /// The `calendar-data` texts of a 207 Multi-Status answer; nil when it is not one.
    static func calendarData(in body: Data) -> [String]? {
        let reader = Reader()
        let parser = XMLParser(data: body)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse(), reader.sawMultistatus else { return nil }
        return reader.texts
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var sawMultistatus = false
        private var current: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
        ) {
            if name == "multistatus" { sawMultistatus = true }
            if name == "calendar-data" { current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { current? += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "calendar-data", let text = current {
                if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { texts.append(text) }
                current = nil
            }
        }
    }
}
