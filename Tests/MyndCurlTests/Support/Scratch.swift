import Foundation

/// A private temporary folder for one test, removed when the value goes away.
final class Scratch {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mynd-http-tests-\(UUID().uuidString.lowercased())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    func write(_ text: String, to name: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }
}
