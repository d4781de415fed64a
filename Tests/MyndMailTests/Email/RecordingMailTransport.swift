import Foundation
import MyndCore
@testable import MyndMail

/// The in-memory twin of `SMTPTransport`: answers each send with the next scripted result
/// (success once the script runs out) and keeps every message it was given.
final class RecordingMailTransport: MailTransport {
    struct Sent {
        var message: Data
        var from: String
        var to: [String]
        var timeout: Double
    }

    var script: [MailFailure?]
    private(set) var attempts: [Sent] = []
    /// The messages the "server" took.
    private(set) var delivered: [Sent] = []

    init(_ script: [MailFailure?] = []) { self.script = script }

    func send(_ message: Data, from: String, to: [String], timeout: Double) throws(MailFailure) {
        let sent = Sent(message: message, from: from, to: to, timeout: timeout)
        attempts.append(sent)
        if !script.isEmpty, let failure = script.removeFirst() { throw failure }
        delivered.append(sent)
    }
}
