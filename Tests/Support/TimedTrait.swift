import Foundation
public import Testing

/// Times each test case from when its body gets to run, not from when the run announced it:
/// tests that wait on a peer hold one of the few threads the tests share, so the times the
/// xUnit file gives include the wait for a thread (a parse test "took" 4 minutes). With
/// `MYND_TEST_TIMES` set, appends `SUITE<TAB>SECONDS` per test case to that file, which
/// `scripts/slowest-suites.py` adds up.
///
/// For the same reason every suite's `.timeLimit` is 20 minutes: Swift Testing counts it from
/// the announcement, so on a loaded two-core machine a test that has not begun can "take" five
/// minutes. The limit is there to end a hang, not to time a test; each wait on a peer has a
/// bound of its own.
public struct TimedTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil, let path = ProcessInfo.processInfo.environment["MYND_TEST_TIMES"] else {
            return try await function()
        }
        let start = ContinuousClock.now
        defer {
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            let suite = ([test.id.moduleName] + test.id.nameComponents.dropLast()).joined(separator: ".")
            Self.append("\(suite)\t\(seconds)\n", to: path)
        }
        try await function()
    }

    /// One write with O_APPEND: lines from tests running at once do not interleave.
    private static func append(_ line: String, to path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
    }
}

extension Trait where Self == TimedTrait {
    /// Times the suite's tests for `make test`'s ten slowest suites.
    public static var timed: Self { TimedTrait() }
}
