import Foundation
import MyndTestSupport
import Testing

/// The man page's own sections (share/mynd-sections.mdoc, appended by `make install`): every
/// exit status the README's table names is explained there, and FILES and ENVIRONMENT exist.
@Suite(.timed) struct ManPageSectionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theExitStatuses_areTheREADMEs_andFilesAndEnvironmentAreThere() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("share/mynd-sections.mdoc"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "## Errors and exit status")[1].components(separatedBy: "\n## ")[0]
        let inReadme = table.split(separator: "\n").compactMap { line -> Int? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return cells.first.flatMap { Int($0) }
        }
        let inPage = page.split(separator: "\n").compactMap { $0.hasPrefix(".It ") ? Int($0.dropFirst(4)) : nil }
        #expect(!inReadme.isEmpty && inPage == inReadme)
        for section in [".Sh \"EXIT STATUS\"", ".Sh FILES", ".Sh ENVIRONMENT"] { #expect(page.contains(section)) }
        #expect(!page.contains("…"), "the manual generator drops it")
    }
}
