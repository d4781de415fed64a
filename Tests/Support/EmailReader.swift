public import Foundation

/// What Python's `email` package (policy `strict`) makes of a message: `Tests/Servers/parse_email.py`,
/// a reader that mynd's code had no hand in.
public struct ReadEmail: Decodable, Sendable {
    public struct Part: Decodable, Sendable {
        public var contentType: String
        public var charset: String?
        public var transferEncoding: String?
        public var text: String
    }

    public var defects: [String]
    /// Name and decoded value, in order.
    public var headers: [[String]]
    public var from: [String]
    public var to: [String]
    public var date: String?
    public var contentType: String
    public var parts: [Part]
    public var bareLineFeeds: Int
    /// Raw lines longer than 78 and than 998 characters.
    public var longLines: [Int]
    public var ascii: Bool

    /// The decoded values of the headers called `name` (case-insensitive).
    public func header(_ name: String) -> [String] {
        headers.filter { $0[0].lowercased() == name.lowercased() }.map { $0[1] }
    }

    /// Reads `message` with python3; throws with Python's complaint when the strict policy
    /// rejects it.
    public static func parse(_ message: Data) throws -> ReadEmail {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [ServerProcess.repository.appendingPathComponent("Tests/Servers/parse_email.py").path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The message is small; write it all, then read: the script reads stdin to the end first.
        input.fileHandleForWriting.write(message)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ServerError(message: "python's email package rejected the message: " + String(decoding: complaint, as: UTF8.self))
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ReadEmail.self, from: data)
    }
}
