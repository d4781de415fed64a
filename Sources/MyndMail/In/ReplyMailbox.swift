package import Foundation
package import MyndCurl

/// The mailbox replies are read from: the one edge `InboxReader` goes through. libcurl's
/// IMAP (`IMAPMailbox`) in production, an in-memory twin in tests.
package protocol ReplyMailbox {
    /// Whose mailbox it is (user, server, folder): what the store remembers read UIDs by.
    var identity: String { get }
    /// Selects the mailbox: its UIDVALIDITY and the flags it keeps.
    func open() throws(TransportError) -> MailboxState
    /// The UIDs of the messages matching `criteria` (IMAP SEARCH syntax), all of them.
    func search(_ criteria: String) throws(TransportError) -> [UInt64]
    /// Each message's size and whether it was seen, before it is read.
    func sizes(_ uids: [UInt64]) throws(TransportError) -> [UInt64: (size: Int, seen: Bool)]
    /// The whole message, at most `limit` bytes (more is `.tooLarge`).
    func fetch(_ uid: UInt64, limit: Int) throws(TransportError) -> Data
    /// Adds (`+`) or removes (`-`) flags.
    func store(_ uid: UInt64, _ sign: Character, _ flags: [String]) throws(TransportError)
    /// Moves the message to `folder`.
    func move(_ uid: UInt64, to folder: String) throws(TransportError)
}

extension IMAPMailbox: ReplyMailbox {}
