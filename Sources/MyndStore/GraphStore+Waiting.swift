import GRDB
package import MyndCore

extension GraphStore {
    /// The due rows of these channels (and `kinds`, nil: all) that a dispatch left untried
    /// (`tried` holds the ones it took), leaving out those another live process is sending:
    /// what waits for the next run, by channel. Channels with none are absent.
    package func untriedDue(
        channels: [Channel], kinds: [OutboxItem.Kind]? = nil, at now: Timestamp, for claimant: Claimant, tried: Set<Int64>
    ) throws -> [Channel: Int] {
        guard !channels.isEmpty else { return [:] }
        let (filter, arguments) = Self.due(channels, at: now)
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, channel, claimedBy, claimedUntil FROM outbox WHERE \(filter)", arguments: arguments)
        }
        let realNow = claimant.clock().millisecondsSinceEpoch
        var waiting: [Channel: Int] = [:]
        for row in rows {
            let id: Int64 = row["id"]
            guard !tried.contains(id) else { continue }
            let channel = Channel(rawValue: try row.value("channel"))
            if let kinds, !kinds.contains(where: { $0.rawValue == row["kind"] as String }) { continue }
            if claimant.yields(to: row["claimedBy"], until: row["claimedUntil"], at: realNow) { continue }
            waiting[channel, default: 0] += 1
        }
        return waiting
    }
}
