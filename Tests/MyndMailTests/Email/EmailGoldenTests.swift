import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

/// The emails as they go out, byte for byte (CRLF shown as LF), compared with the files in
/// `Golden/`. A change to a template or to the encoding shows up here as a diff to review;
/// run with MYND_UPDATE_GOLDEN=1 to accept it.
@Suite(.timed) struct EmailGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func fixture() throws -> EmailFixture {
        try EmailFixture(
            goalText: "Plant the spring bulbs <before> the ground freezes — jardín 🌱 & compost",
            goalID: UUID(uuidString: "3f2a0c9e-1b7d-4c55-9e0a-5d6f7a8b9c01")!,
            followUpID: UUID(uuidString: "9c1e4b2a-7f3d-4e6b-8a9c-0d1e2f3a4b5c")!)
    }

    @Test func followUpEmail_matchesGolden() throws {
        let fixture = try Self.fixture()
        let message = try fixture.renderer().message(for: fixture.followUpRow, at: EmailFixture.now)
        try Golden.compare(try Self.lines(message.rendered), "email-followup.eml", in: Self.folder)
    }

    @Test func digestEmail_matchesGolden() throws {
        let fixture = try Self.fixture()
        let message = try fixture.renderer().message(for: fixture.digestRow, at: EmailFixture.now)
        try Golden.compare(try Self.lines(message.rendered), "email-digest.eml", in: Self.folder)
    }

    /// The message with CRLF as LF, for a readable golden file; a bare LF or CR would be a bug.
    static func lines(_ rendered: String) throws -> String {
        let lines = rendered.components(separatedBy: "\r\n")
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        return lines.dropLast().joined(separator: "\n")
    }
}
