import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

extension SystemdTests {
    @Suite struct JournalTests {
        /// `device:inode` of what `descriptor` is open on, as systemd writes JOURNAL_STREAM.
        private func identity(of descriptor: Int32) -> String {
            var status = stat()
            fstat(descriptor, &status)
            return "\(status.st_dev):\(status.st_ino)"
        }

        @Test func isConnectedToJournal_withoutJournalStream_isFalse() {
            #expect(Journal.isConnectedToJournal(journalStream: nil, standardError: STDERR_FILENO) == false)
            #expect(withEnvironment(["JOURNAL_STREAM": nil]) { Journal.isConnectedToJournal() } == false)
        }

        @Test(arguments: ["1:2", "", "abc", "1:2:3", ":", "12"])
        func isConnectedToJournal_withJournalStreamNotNamingStderr_isFalse(value: String) {
            #expect(Journal.isConnectedToJournal(journalStream: value, standardError: STDERR_FILENO) == false)
            #expect(withEnvironment(["JOURNAL_STREAM": value]) { Journal.isConnectedToJournal() } == false)
        }

        @Test func isConnectedToJournal_whenJournalStreamNamesStderr_isTrue() {
            // As under systemd with StandardError=journal: the variable names stderr's file.
            let value = identity(of: STDERR_FILENO)
            #expect(withEnvironment(["JOURNAL_STREAM": value]) { Journal.isConnectedToJournal() })
        }

        @Test func isConnectedToJournal_comparesTheGivenDescriptor() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-journal-\(UUID())")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: file) }
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            let value = identity(of: handle.fileDescriptor)
            #expect(Journal.isConnectedToJournal(journalStream: value, standardError: handle.fileDescriptor))
            #expect(Journal.isConnectedToJournal(journalStream: value, standardError: STDERR_FILENO) == false)
        }

        @Test(arguments: ["goal_id", "_PID", "1ST", "", "GOAL-ID", "GÖAL", String(repeating: "A", count: 65)])
        func send_withInvalidFieldName_isRefusedBeforeSending(name: String) {
            #expect(throws: JournalError.invalidFieldName(name)) {
                try Journal().send(message: "m", fields: [name: "x"])
            }
        }

        @Test(arguments: ["MESSAGE", "PRIORITY", "CODE_LINE"])
        func send_withFieldItSetsItself_isRefused(name: String) {
            #expect(throws: JournalError.reservedFieldName(name)) {
                try Journal().send(message: "m", fields: [name: "x"])
            }
        }

        @Test func send_withValidFieldNames_getsPastValidation() {
            // journald may not run here (containers, CI): then the only acceptable failure
            // is that the socket was unreachable, never a refused name.
            do {
                try Journal().send(
                    message: "mynd test entry", priority: .debug,
                    fields: [
                        "GOAL_ID": "3f2a", "JOB_NAME2": "digest\nsecond line", String(repeating: "A", count: 64): "",
                    ])
            } catch {
                guard case .sendFailed = error else {
                    Issue.record("valid names refused: \(error)")
                    return
                }
            }
        }
    }
}
