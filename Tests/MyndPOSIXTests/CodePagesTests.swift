import Foundation
@testable import MyndPOSIX
import MyndTestSupport
import Testing

/// Resident memory of this process, from /proc/self/status.
private func residentKiB() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
    return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
}

@Suite(.timed) struct CodePagesTests {
    /// The test runner is itself a large Swift executable whose start-up touched much of its
    /// code, as mynd's does.
    @Test func releasingCode_lowersResidentMemory_andTheCodeStillRuns() throws {
        let code = CodePages.ofThisExecutable()
        #expect(code.byteCount > 1 << 20)
        let before = try residentKiB()
        code.release()
        let after = try residentKiB()
        #expect(after < before - 1024, "resident \(before) KiB before, \(after) KiB after")
        // Code runs again from the file: this test goes on, and so does the suite.
        #expect(["b", "a"].sorted() == ["a", "b"])
    }
}
