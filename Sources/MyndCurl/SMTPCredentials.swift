/// A user name and password for SMTP AUTH. Printing, dumping or logging it never shows the
/// password.
package struct SMTPCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    package var username: String
    package var password: String

    package init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    package var description: String { "\(username) (password hidden)" }
    package var debugDescription: String { description }
    package var customMirror: Mirror { Mirror(self, children: ["username": username, "password": "(hidden)"]) }
}
