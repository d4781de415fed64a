import Foundation
import MyndPOSIX
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
        write(JSONEscapes.escapingInvisibles(data) + Data("\n".utf8))
    }

    /// One line of a report (`status`, `doctor`): on a terminal cut to its width, so each
    /// line stays one line; to a pipe or a file whole — a script gets every word.
    static func fitted(_ text: String) -> String {
        guard ThisProcess.outputIsTerminal else { return Terminal.line(text, limit: Int.max) }
        return Terminal.line(text, limit: max(20, ThisProcess.terminalColumns ?? 200))
    }

    static func line(_ text: String) {
        write(Data((text + "\n").utf8))
    }

    /// A question on the terminal, without a line break (the answer follows on the line).
    static func prompt(_ text: String) {
        write(Data(text.utf8))
    }

    static func warning(_ text: String) {
        error("mynd: " + text)
    }

    /// Writes to standard output. When that fails the command cannot say what it did, so it
    /// ends here: a reader that went away (a closed pipe) quietly, as other tools do; anything
    /// else (a full disk, a closed descriptor) with one line and exit 73.
    static func write(_ data: Data) {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError) ?? (error as NSError)
            if underlying.domain == NSPOSIXErrorDomain, underlying.code == Int(POSIXErrorCode.EPIPE.rawValue) { exit(0) }
            let reason = underlying.localizedDescription.replacingOccurrences(of: "The operation could not be completed. ", with: "")
            Output.error("mynd: cannot write the output: \(reason): check where it goes (a full disk, a closed descriptor)")
            exit(CLIError.Kind.cantCreate.rawValue)
        }
    }

    /// One line on standard error; if even that cannot be written there is no one to tell.
    static func error(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
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
    /// When the person let this goal go (`mynd drop`); null otherwise.
    @Nullable var droppedAt: String?
    var metadata: [String: String]

    init(node: Node, shortId: String, droppedAt: Timestamp? = nil) {
        self.droppedAt = droppedAt?.iso8601
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
