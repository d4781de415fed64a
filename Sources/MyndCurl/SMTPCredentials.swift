/// A user name and password for SMTP AUTH. Printing, dumping or logging it never shows the
/// password.
public struct SMTPCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    public var description: String { "\(username) (password hidden)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["username": username, "password": "(hidden)"]) }
}
