import Foundation
import MyndTestSupport
import Testing

/// The nudge loop as a person lives it, a week long: `Benchmarks/simulate.py` drives the built
/// binary every 15 minutes for 7 simulated days with a scripted person whose presence reaches
/// mynd through `mynd presence here|away`, and checks SPEC's promises (at least 90 % of nudges
/// shown while the person is here, no back-off from a nudge they never saw, no nudge in quiet
/// hours, cap and min_gap held, every snooze back within 60 s of its end or of the return, a
/// goal dismissed every time backed off, no words heard twice within 7 days) — and for a person
/// who reads mynd in German, every nudge in German. `make simulate` runs the 28-day version,
/// `make simulate-language` the German month.
@Suite(.timed) struct MonthSimulationTests {
    @Test(arguments: [("desk", "en"), ("early", "en"), ("desk", "de")])
    func aWeekInTheLife_keepsThePromises(person: String, language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Benchmarks/simulate.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script, "--mynd", Sandbox.binary.path, "--days", "7", "--person", person, "--language", language, "--check",
        ]
        let report = Pipe()
        let errors = Pipe()
        process.standardOutput = report
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        let text = report.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: said, as: UTF8.self))")
        // The report is there and counts what happened: a week of nudges, none in quiet hours.
        let summary = String(decoding: text, as: UTF8.self)
        #expect(summary.contains("- promises broken: 0"), "\(summary)")
        let nudges = summary.split(separator: "\n").first { $0.hasPrefix("- nudges: ") }
        #expect((nudges.flatMap { Int($0.dropFirst(10).prefix { $0.isNumber }) } ?? 0) >= 7, "\(summary)")
        // Repeats within 7 days are broken promises (counted above) unless a goal heard more
        // nudges of one kind that week than there are phrasings; the report counts them all.
        #expect(summary.contains("- repeated texts (a goal hearing the same words again): "), "\(summary)")
        if language == "de" { #expect(summary.contains("nudges quoting their goal with „…: "), "\(summary)") }
    }
}
