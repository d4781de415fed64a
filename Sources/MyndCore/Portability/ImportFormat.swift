package import Foundation

/// Which kind of file an import was given, from its shape: an object with "nodes" is mynd's
/// export (or the iOS app's); an array, or one object per line, is Taskwarrior's `task export`.
package enum ImportFormat: Sendable {
    case mynd, taskwarrior

    package static func guess(_ data: Data) -> ImportFormat {
        let first = data.first { !($0 == 32 || $0 == 9 || $0 == 10 || $0 == 13) }
        if first == UInt8(ascii: "[") { return .taskwarrior }
        if first == UInt8(ascii: "{") {
            // One object per line vs one document: the first line alone is a whole object.
            let lineEnd = data.firstIndex(of: 10) ?? data.endIndex
            let firstLine = data[..<lineEnd]
            if firstLine.count < data.count - 1, (try? JSONSerialization.jsonObject(with: firstLine)) as? [String: Any] != nil {
                return .taskwarrior
            }
        }
        return .mynd
    }
}
