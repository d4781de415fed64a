/// `GetServerInformation`'s answer: who is showing our notifications.
package struct NotificationServerInformation: Sendable, Equatable {
    /// The product, e.g. "dunst".
    package var name: String
    /// Who makes it, e.g. "knopwob".
    package var vendor: String
    /// The product's own version, e.g. "1.9.0 (2022-06-27)".
    package var version: String
    /// The notification spec version the server implements, e.g. "1.2".
    package var specVersion: String

    /// The four strings in the order the server sends them.
    package init(name: String, vendor: String, version: String, specVersion: String) {
        self.name = name
        self.vendor = vendor
        self.version = version
        self.specVersion = specVersion
    }
}
