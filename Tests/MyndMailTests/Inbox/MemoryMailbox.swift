import Foundation
import MyndCore
import MyndCurl
@testable import MyndMail

/// `ReplyMailbox` in memory: messages with flags, a search that knows the reader's one query,
/// and a switch that makes the server fail a command, for the reader's tests without a server.
final class MemoryMailbox: ReplyMailbox {
    struct Message {
        var bytes: Data
        var flags: Set<String> = []
        var folder = "INBOX"
    }

    var messages: [UInt64: Message] = [:]
    /// A command that fails ("UID STORE") with this error.
    var failing: (command: String, error: TransportError)?
    private(set) var fetched: [UInt64] = []
    /// The flags the mailbox keeps (PERMANENTFLAGS); nil keeps every flag.
    var permanentFlags: [String]?
    /// A keyword the server takes and forgets (a server that drops `$MyndDone`).
    var forgets: String?
    var uidValidity: UInt64 = 1
    let identity = "me@example.org memory://INBOX"

    func open() throws(TransportError) -> MailboxState {
        try fail("SELECT")
        return MailboxState(
            exists: messages.count, uidValidity: uidValidity, uidNext: (messages.keys.max() ?? 0) + 1, permanentFlags: permanentFlags)
    }

    func add(_ text: String, flags: Set<String> = []) {
        messages[UInt64(messages.count + 1)] = Message(bytes: Data(text.utf8), flags: flags)
    }

    func search(_ criteria: String) throws(TransportError) -> [UInt64] {
        try fail("UID SEARCH")
        // The reader's query: not done, and answering an id of mynd's.
        return messages.filter { _, message in
            message.folder == "INBOX" && !message.flags.contains(InboxReader.doneKeyword)
                && String(decoding: message.bytes, as: UTF8.self).contains("@mynd.")
        }.keys.sorted()
    }

    func sizes(_ uids: [UInt64]) throws(TransportError) -> [UInt64: (size: Int, seen: Bool)] {
        try fail("UID FETCH")
        var result: [UInt64: (size: Int, seen: Bool)] = [:]
        for uid in uids { if let message = messages[uid] { result[uid] = (message.bytes.count, message.flags.contains("\\Seen")) } }
        return result
    }

    func fetch(_ uid: UInt64, limit: Int) throws(TransportError) -> Data {
        try fail("FETCH")
        guard let message = messages[uid] else { throw .refused(host: "memory", command: "UID FETCH", detail: "no such message") }
        guard message.bytes.count <= limit else { throw .tooLarge(uid: uid, limit: limit) }
        fetched.append(uid)
        // As libcurl's BODY[]: reading marks it seen.
        messages[uid]?.flags.insert("\\Seen")
        return message.bytes
    }

    func store(_ uid: UInt64, _ sign: Character, _ flags: [String]) throws(TransportError) {
        try fail("UID STORE")
        if sign == "+", let permanentFlags, !MailboxState(exists: 0, uidValidity: 0, permanentFlags: permanentFlags).keepsAll(flags) {
            throw .refused(host: "memory", command: "UID STORE", detail: "[CANNOT] keyword not allowed")
        }
        for flag in flags where flag != forgets {
            if sign == "+" { messages[uid]?.flags.insert(flag) } else { messages[uid]?.flags.remove(flag) }
        }
    }

    func move(_ uid: UInt64, to folder: String) throws(TransportError) {
        try fail("UID MOVE")
        messages[uid]?.folder = folder
    }

    private func fail(_ command: String) throws(TransportError) {
        if let failing, failing.command == command { throw failing.error }
    }
}

extension MailboxState {
    fileprivate func keepsAll(_ flags: [String]) -> Bool { flags.allSatisfy(keeps) }
}
