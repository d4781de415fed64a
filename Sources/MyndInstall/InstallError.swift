/// Why installing or inspecting mynd's units failed, in one line that says what to do.
package struct InstallError: Error, CustomStringConvertible {
    package enum Kind: Sendable {
        /// systemd, its user manager or /proc is not there.
        case unavailable
        /// A credential file others can read.
        case config
        /// A unit file that cannot be written or removed.
        case cantCreate
        /// systemctl hung: try again.
        case tempFail
        /// systemctl refused.
        case failure
    }

    package var kind: Kind
    package var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
