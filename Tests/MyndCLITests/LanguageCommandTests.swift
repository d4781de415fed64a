import Foundation
import MyndTestSupport
import Testing

/// `[general] language` and the locale, as the built binary reads them: shown by `status` and
/// `doctor`, a wrong value refused in one line, and what the jobs write in that language while
/// the command line's own messages stay English.
@Suite(.timed) struct LanguageCommandTests {
    @Test func status_andDoctor_showTheLanguage_andWhereItCameFrom() throws {
        let sandbox = try Sandbox()
        sandbox.environment["LC_MESSAGES"] = "fr_FR.UTF-8"
        sandbox.environment["LANG"] = "de_DE.UTF-8"
        let text = try sandbox.ok(["status"], now: "2026-11-20T10:00:00Z").stdout
        #expect(text.contains("\nlanguage: fr (French), from LC_MESSAGES=fr_FR.UTF-8\n"), "\(text)")
        let json = try sandbox.ok(["status", "--json"], now: "2026-11-20T10:00:00Z")
        let status = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        #expect(status["language"] as? [String: String] == ["code": "fr", "name": "French", "source": "LC_MESSAGES=fr_FR.UTF-8"])

        try sandbox.writeConfig("[general]\nlanguage = \"es\"\n")
        let doctor = try sandbox.run(["doctor", "--json"], now: "2026-11-20T10:00:00Z")
        let checks = try #require(try JSONSerialization.jsonObject(with: doctor.stdoutData) as? [[String: Any]])
        let language = try #require(checks.first { $0["name"] as? String == "language" })
        #expect(language["ok"] as? Bool == true && language["detail"] as? String == "es (Spanish), from [general] language")
    }

    @Test func noLocale_isEnglish() throws {
        let sandbox = try Sandbox()
        let text = try sandbox.ok(["status"], now: "2026-11-20T10:00:00Z").stdout
        #expect(text.contains("\nlanguage: en (English), from default\n"), "\(text)")
    }

    @Test(arguments: ["\"it\"", "\"german\"", "3"])
    func aLanguageMyndDoesNotSpeak_isOneLine_andNothingRuns(_ value: String) throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[general]\nlanguage = \(value)\n")
        let result = try sandbox.run(["status"], now: "2026-11-20T10:00:00Z")
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1, "\(result)")
        #expect(result.stderr.contains("general.language"), "\(result)")
        if value != "3" { #expect(result.stderr.contains("use one of en, de, es, fr"), "\(result)") }
    }

    @Test func anUnknownKey_inGeneral_isRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[general]\nlanguages = \"de\"\n")
        let result = try sandbox.run(["status"], now: "2026-11-20T10:00:00Z")
        #expect(result.status != 0 && result.stderr.contains("unknown key 'languages' in [general]"), "\(result)")
    }

    /// The jobs write in the person's language; the command line says what it did in English.
    @Test func theJobsWrite_inTheLanguage_theCommandLineStaysEnglish() throws {
        let sandbox = try Sandbox()
        sandbox.environment["LANG"] = "es_ES.UTF-8"
        try sandbox.writeConfig(channels: ["terminal"])
        _ = try sandbox.add("goal", "Hacer la declaración de la renta", now: "2026-11-16T09:00:00Z")
        let run = try sandbox.ok(["run", "refresh", "--dry-run"], now: "2026-11-20T10:00:00Z")
        #expect(run.stdout.hasPrefix("refresh: "), "\(run)")
        #expect(run.stdout.contains("«Hacer la declaración de la renta»"), "\(run)")
        try sandbox.ok(["run", "digest"], now: "2026-11-21T08:00:00Z")
        let digest = try sandbox.ok(["digest"], now: "2026-11-21T08:30:00Z").stdout
        #expect(digest.contains("Buenos días – sábado, 21 de noviembre"), "\(digest)")
        let lines = digest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Hoy") && digest.contains("Hacer la declaración de la renta · 4 días sin avances"), "\(digest)")
    }
}
