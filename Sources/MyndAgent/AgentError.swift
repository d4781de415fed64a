import MyndCore

/// Why `mynd agent` cannot run or had to stop, in one line that says what to do.
package struct AgentError: Error, CustomStringConvertible {
    package enum Kind: Sendable {
        /// The session bus, or something on it the agent needs, is not there.
        case unavailable
        /// Another agent already runs on this bus.
        case alreadyRunning
        /// The system refused something the loop needs (a pipe, poll).
        case system
    }

    package var kind: Kind
    package var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
