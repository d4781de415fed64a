import Foundation
import MyndCore
import MyndStore

/// Printing for people and for scripts. JSON field names are part of mynd's interface:
/// camelCase, times as ISO 8601 UTC, null where absent; never renamed once released.
enum Output {
    static func json(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Our JSON values are strings, numbers and arrays of them: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func warning(_ text: String) {
        FileHandle.standardError.write(Data(("mynd: " + text + "\n").utf8))
    }
}

/// A node as `--json` prints it.
struct NodeJSON: Encodable {
    var id: String
    var shortId: String
    var type: String
    var content: String
    var createdAt: String
    var lastAccessedAt: String
    @Nullable var completedAt: String?
    @Nullable var snoozedUntil: String?
    var metadata: [String: String]

    init(node: Node, shortId: String) {
        id = node.id.lowercasedString
        self.shortId = shortId
        type = node.type.rawValue
        content = node.content
        createdAt = node.createdAt.iso8601
        lastAccessedAt = node.lastAccessedAt.iso8601
        completedAt = node.completedAt?.iso8601
        snoozedUntil = node.snoozedUntil?.iso8601
        metadata = node.metadata
    }
}

/// Human-readable pieces shared by the commands.
struct Describe {
    var now: Timestamp
    var zone: LocalTime

    /// "3d", "5h", "12m": how long ago, coarsely.
    func age(_ t: Timestamp) -> String {
        let seconds = max(0, Int(now.seconds(since: t)))
        if seconds >= 86_400 { return "\(seconds / 86_400)d" }
        if seconds >= 3600 { return "\(seconds / 3600)h" }
        return "\(seconds / 60)m"
    }

    func when(_ t: Timestamp) -> String { zone.describe(t) }

    /// `3f2a  goal      4d  Plant the garden  (snoozed until …)`
    func row(_ node: Node, shortId: String, width: Int) -> String {
        var s = shortId.padding(toLength: max(width, shortId.count), withPad: " ", startingAt: 0)
        s += "  " + node.type.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let idle = age(node.lastAccessedAt)
        s += "  " + idle + String(repeating: " ", count: max(0, 5 - idle.count))
        s += "  " + Terminal.line(node.content)
        if let done = node.completedAt { s += "  (done \(when(done)))" }
        if node.isSnoozed(at: now), let until = node.snoozedUntil { s += "  (snoozed until \(when(until)))" }
        return s
    }
}

/// An optional that JSON shows as `null` when absent instead of leaving the key out, so
/// `--json` field lists stay the same whatever the values (synthesized Encodable skips nil).
@propertyWrapper
struct Nullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
