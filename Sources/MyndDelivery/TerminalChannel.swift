import MyndPOSIX
import Foundation
package import MyndCore

/// The channel of last resort: the terminal when a person is watching, otherwise stderr,
/// which systemd sends to the journal. It cannot fail in a way worth retrying.
package struct TerminalChannel: DeliveryChannel {
    package var interactive = ThisProcess.outputIsTerminal

    package init(interactive: Bool = ThisProcess.outputIsTerminal) {
        self.interactive = interactive
    }

    package func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        show(item)
        return .sent(via: interactive ? "terminal" : "stderr")
    }

    package func show(_ item: OutboxItem) {
        let title = Terminal.line(item.title, limit: 120)
        if interactive {
            let body = item.body.split(whereSeparator: \.isNewline).map { "  " + Terminal.line(String($0), limit: 200) }
            FileHandle.standardOutput.write(Data((([title] + body).joined(separator: "\n") + "\n").utf8))
        } else {
            // The title and the body's first line on one line, as a nudge has always read;
            // each further line of the body (the briefing's sections) on one of its own, with
            // the same prefix, so the journal neither glues them nor loses whose they are.
            let prefix = "mynd: \(item.kind.rawValue): "
            let lines = item.body.split(whereSeparator: \.isNewline).map { Terminal.line(String($0), limit: 200) }
            let first = prefix + title + (lines.first.map { " — " + $0 } ?? "")
            let text = ([first] + lines.dropFirst().map { prefix + "  " + $0 }).joined(separator: "\n")
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}

extension Channel {
    package static let terminal = ChannelDeclaration.terminal.name
}

extension ChannelDeclaration {
    /// The terminal shows what a screen shows, and is read only by someone at it: a nudge
    /// titled with its goal, the digest's few lines.
    package static let terminal = ChannelDeclaration(Channel("terminal"), kind: .screen)
}
