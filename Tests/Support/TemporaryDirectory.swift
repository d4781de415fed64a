public import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it
/// when the last reference goes. Short names keep unix socket paths under 108 bytes.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8).lowercased())", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    public func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
