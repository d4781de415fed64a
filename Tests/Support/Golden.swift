public import Foundation
public import Testing

/// Golden files: a rendered text (a prompt, an email) compared with the file that holds what
/// it was when last reviewed. A change shows up as a failed comparison to review; run with
/// MYND_UPDATE_GOLDEN=1 to accept it (the file is rewritten, then compared).
public enum Golden {
    public static func compare(_ text: String, _ name: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["MYND_UPDATE_GOLDEN"] == "1" {
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text + "\n" == golden, "rendered \(name) differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
