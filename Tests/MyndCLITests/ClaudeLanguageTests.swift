import Foundation
import MyndTestSupport
import Testing

/// Claude is asked for the person's language; an answer in another one is rejected and the
/// nudge goes out in mynd's own words in that language; memory stays per goal.
@Suite(
    .timed, .serialized, .enabled(if: !ServerProcess.python3Missing, "python3 is not installed: it runs the fake Anthropic API"),
    .timeLimit(.minutes(20)))
struct ClaudeLanguageTests {
    /// It names its goal (quoted, as written), as every follow-up must (`GoalMention`).
    static let german = "„Plant the spring bulbs“ wartet: Wie wäre es heute mit einer Tüte Tulpenzwiebeln?"
    static let english = "Bulbs in before the frost? A bag of tulips is a fine first step."

    static func prompt(_ request: [String: Any]) throws -> String {
        let body = try #require(try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any])
        let messages = try #require(body["messages"] as? [[String: Any]])
        return messages.last?["content"] as? String ?? ""
    }

    @Test func aGermanPerson_getsClaudesGermanText_askedForInGerman() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.german]]])
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude" && followUp["text"] as? String == Self.german)
        #expect(try Self.prompt(try #require(try scene.requests().first)).hasSuffix("Write it in German."))
    }

    @Test func anAnswerInTheWrongLanguage_isRejected_andTheFallbackIsInTheLanguage() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.english]]])
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.contains("wrong_language") == true, "\(followUp)")
        #expect((followUp["text"] as? String)?.contains("„Plant the spring bulbs“") == true, "\(followUp)")
        let call = try #require(try scene.query("SELECT outcome, detail FROM aicall").first)
        #expect(call["outcome"] as? String == "rejected")
        #expect((call["detail"] as? String)?.hasPrefix("wrong_language: text is not in the person's language (de), reads as en") == true)
        #expect(try scene.requests().count == 1, "not asked again: the fallback goes out")
    }

    /// What Claude wrote in English stays the goal's memory after the person switches to
    /// French: the next request shows it in <history>.
    @Test func memory_staysWithTheGoal_whenTheLanguageChanges() throws {
        let french = "Un sac de bulbes de tulipes aujourd’hui, et le jardin est lancé ?"
        let scene = try ClaudeScene(script: ["messages": [["text": Self.english], ["text": french]]])
        try scene.refresh()
        try scene.sandbox.writeConfig(channels: ["terminal"], "[general]\nlanguage = \"fr\"\n[schedule]\nadaptive = false\n")
        let second = try scene.sandbox.ok(["run", "refresh", "--json"], now: "2026-11-23T10:00:00Z")
        let requests = try scene.requests()
        #expect(requests.count == 2, "\(second)")
        let prompt = try Self.prompt(try #require(requests.last))
        #expect(prompt.contains(">\(Self.english)</nudge>") && prompt.hasSuffix("Write it in French."), "\(prompt)")
        let texts = try scene.sandbox.query("SELECT text FROM followup ORDER BY plannedAt").map { $0["text"] as? String }
        #expect(texts == [Self.english, french])
    }
}
