/// `GetServerInformation`'s answer: who is showing our notifications.
public struct NotificationServerInformation: Sendable, Equatable {
    /// The product, e.g. "dunst".
    public var name: String
    /// Who makes it, e.g. "knopwob".
    public var vendor: String
    /// The product's own version, e.g. "1.9.0 (2022-06-27)".
    public var version: String
    /// The notification spec version the server implements, e.g. "1.2".
    public var specVersion: String

    /// The four strings in the order the server sends them.
    public init(name: String, vendor: String, version: String, specVersion: String) {
        self.name = name
        self.vendor = vendor
        self.version = version
        self.specVersion = specVersion
    }
}
