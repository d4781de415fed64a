import FoundationEssentials
import GRDB

// Time zones with FoundationEssentials in this code; GRDB (which imports Foundation) beside it.
let instant = Date(timeIntervalSince1970: 1_774_748_400)  // 2026-03-29T01:40:00Z, just after Berlin's spring forward
for identifier in ["Europe/Berlin", "America/New_York", "Asia/Tokyo"] {
    if let zone = TimeZone(identifier: identifier) {
        print("zone \(identifier): offset \(zone.secondsFromGMT(for: instant)) s, dst \(zone.isDaylightSavingTime(for: instant))")
    } else {
        print("zone \(identifier): unknown")
    }
}
var calendar = Calendar(identifier: .gregorian)
if let berlin = TimeZone(identifier: "Europe/Berlin") { calendar.timeZone = berlin }
print("hour in Berlin: \(calendar.component(.hour, from: instant))")
let queue = try DatabaseQueue()
print("sqlite \(try queue.read { try String.fetchOne($0, sql: "SELECT sqlite_version()") } ?? "?")")
