import MyndTestSupport
import Testing

@testable import MyndCore

private func followUp(_ text: String, stopReason: String? = "end_turn") -> Result<String, OutputRejection> {
    OutputCheck.followUp.check(text, stopReason: stopReason)
}

@Suite(.timed) struct OutputCheckTests {
    @Test(arguments: [
        ("Is 1 < 3 small steps today?", "Is 1 < 3 small steps today?"),
        (
            "Your garden plan has been quiet for 5 days. One small step today?",
            "Your garden plan has been quiet for 5 days. One small step today?"
        ),
        ("  Time to book the dentist?  ", "Time to book the dentist?"),
        ("\nTime to book the dentist?\n\n", "Time to book the dentist?"),
        (
            "It's been a week since you touched the thesis outline.",
            "It's been a week since you touched the thesis outline."
        ),
        ("#1 priority this week: call Sam back.", "#1 priority this week: call Sam back."),
        ("3 days since your last run. A short one today?", "3 days since your last run. A short one today?"),
        ("You said \"after the holidays\" for the tax return.", "You said \"after the holidays\" for the tax return."),
        ("\"Done\" beats perfect: ship the draft?", "\"Done\" beats perfect: ship the draft?"),
        ("Plant the tulips before the frost? 🌷", "Plant the tulips before the frost? 🌷"),
        // Entities the prompt used for the person's marks are read back: a nudge is plain text.
        ("Sam &amp; Alex&#39;s party: one step today?", "Sam & Alex's party: one step today?"),
        ("&quot;Garden &amp;lt;3&quot; is quiet. A step?", "\"Garden &lt;3\" is quiet. A step?"),
        ("👩‍💻 The side project misses you.", "👩‍💻 The side project misses you."),
        ("Résumé update: 10 minutes today? - it adds up", "Résumé update: 10 minutes today? - it adds up"),
        ("A * rating isn't needed; just start.", "A * rating isn't needed; just start."),
        ("Check [the list] later (after lunch)?", "Check [the list] later (after lunch)?"),
    ])
    func check_acceptsPlainShortText_trimmed(raw: String, accepted: String) {
        #expect(followUp(raw) == .success(accepted))
    }

    @Test(arguments: [
        ("\"Call mom today?\"", "Call mom today?"), ("'Call mom today?'", "Call mom today?"),
        ("“Call mom today?”", "Call mom today?"), ("‘Call mom today?’", "Call mom today?"),
        ("«Call mom today?»", "Call mom today?"), ("„Ruf Mama an?“", "Ruf Mama an?"),
        ("'Don't wait for Monday: one page?' ", "Don't wait for Monday: one page?"),
        ("“ Call mom today? ”", "Call mom today?"), ("Call mom today? ", "Call mom today?"),
    ])
    func check_mendsWrappingQuotesAndSpace(raw: String, accepted: String) {
        #expect(followUp(raw) == .success(accepted))
    }

    /// Messages that only sound like refusals are kept.
    @Test(arguments: [
        "I cannot wait to see those tomatoes!", "I can't believe it's been a week: one page today?",
        "Sorry the week was rough: one small step?", "I'm sorry to nag, but the bulbs want planting.",
        "Can't face the whole tax return? Just find last year's P60.",
    ])
    func check_keepsFalseRefusals(raw: String) {
        #expect(followUp(raw) == .success(raw))
    }

    @Test(arguments: [
        ("I can't help with that.", "i can't help"), ("I cannot comply", "i cannot comply"),
        ("Sorry, I am unable to help.", "sorry, i am unable"), ("Sure. As an AI, I have no garden.", "as an ai"),
    ])
    func check_rejectsRealRefusals_namingThePhrase(raw: String, phrase: String) {
        #expect(followUp(raw) == .failure(.refusal(phrase)))
    }

    @Test(arguments: [
        ("**Call mom** today?", "markdown"), ("Call __mom__ today?", "markdown"), ("Run `mynd done 3`", "markdown"),
        ("# Call mom", "markdown"), ("### Call mom", "markdown"), ("- Call mom", "markdown"),
        ("* Call mom", "markdown"), ("+ Call mom", "markdown"), ("• Call mom", "markdown"),
        ("1. Call mom", "markdown"), ("2) Call mom", "markdown"), ("See [notes](https://x.example)", "markdown"),
        ("See [](x)", "markdown"),
        ("\"Call mom\" or \"text dad\"", "quoted"), ("'Call mom' or 'text dad'", "quoted"),
        ("", "empty"), ("   ", "empty"), ("\n\t\n", "empty"),
        ("I can't help with that.", "refusal"), ("I cannot write that.", "refusal"),
        ("I’m sorry, but I can’t do that.", "refusal"), ("I'm sorry, I don't know.", "refusal"),
        ("As an AI, I have no opinion.", "refusal"), ("Sorry, I am unable to help.", "refusal"),
        ("i CANNOT comply", "refusal"), ("I'm not able to write that.", "refusal"), ("I apologize, but no.", "refusal"),
        ("Call mom\ntoday?", "control"), ("Call mom\r\ntoday?", "control"), ("Call\tmom", "control"),
        ("Call mom\u{0}", "control"), ("Call mom\u{1B}[31m", "control"), ("Call\u{2028}mom", "control"),
        ("Call\u{2029}mom", "control"), ("Call\u{85}mom", "control"),
        ("Call \u{202E}mom", "control"), ("Call \u{2066}mom\u{2069}", "control"), ("Call\u{200F} mom", "control"),
        ("Call <b>mom</b> today?", "markdown"), ("See <a href=\"https://x.example\">this</a>", "markdown"),
        ("Time for a step <img src=x>", "markdown"),
        (String(repeating: "a", count: 101), "too_long"),
    ])
    func check_rejects_withReasonCode(raw: String, code: String) {
        guard case .failure(let rejection) = followUp(raw) else {
            Issue.record("accepted \(raw.debugDescription)")
            return
        }
        #expect(rejection.code == code, "\(raw.debugDescription): \(rejection)")
    }

    @Test(arguments: [nil, "max_tokens", "stop_sequence", "tool_use", "pause_turn", "END_TURN", ""])
    func check_whenGenerationDidNotEndByItself_isTruncated(stopReason: String?) {
        #expect(followUp("Call mom today?", stopReason: stopReason) == .failure(.truncated(stopReason: stopReason)))
    }

    @Test func check_refusalStopReason_isDeclined_whateverTheText() {
        #expect(followUp("Call mom today?", stopReason: "refusal") == .failure(.declined))
        #expect(followUp("", stopReason: "refusal").map { _ in "" } == .failure(.declined))
    }

    @Test func check_truncation_isReportedFirst() {
        #expect(followUp("", stopReason: "max_tokens") == .failure(.truncated(stopReason: "max_tokens")))
    }

    @Test(arguments: [
        // (check, characters, accepted)
        (OutputCheck.followUp, 100, true), (.followUp, 101, false),
        (.insight, 150, true), (.insight, 151, false), (OutputCheck(limit: 0), 1, false),
    ])
    func check_lengthLimit_isInclusive(check: OutputCheck, characters: Int, accepted: Bool) {
        let text = String(repeating: "x", count: characters)
        let result = check.check(text, stopReason: "end_turn")
        #expect(result == (accepted ? .success(text) : .failure(.tooLong(characters: characters, limit: check.limit))))
    }

    @Test func check_countsCharactersAsSeen_notScalarsOrBytes() {
        // 100 "é" written as e + combining acute: 200 scalars, 300 UTF-8 bytes, 100 characters.
        let decomposed = String(repeating: "e\u{301}", count: 100)
        #expect(followUp(decomposed) == .success(decomposed))
        let flags = String(repeating: "🇩🇪", count: 100)
        #expect(followUp(flags) == .success(flags))
    }

    @Test func check_lengthIsCountedAfterTrimming() {
        let text = String(repeating: "x", count: 100)
        #expect(followUp("   \(text)\n") == .success(text))
    }

    @Test func check_insightLimitIs150_followUpIs100() {
        #expect(OutputCheck.followUp.limit == 100)
        #expect(OutputCheck.insight.limit == 150)
    }

    @Test(arguments: [
        (OutputRejection.tooLong(characters: 120, limit: 100), "too_long", "text is 120 characters, more than 100"),
        (.markdown("**"), "markdown", "text contains Markdown (**)"),
        (.quoted, "quoted", "text is wrapped in quotes"),
        (.empty, "empty", "text is empty"),
        (.refusal("i can't"), "refusal", "text reads as a refusal (\"i can't\")"),
        (.control, "control", "text contains a line break or control character"),
        (
            .truncated(stopReason: "max_tokens"), "truncated",
            "generation stopped with stop_reason max_tokens, not end_turn"
        ),
        (.truncated(stopReason: nil), "truncated", "generation stopped with stop_reason null, not end_turn"),
    ])
    func rejection_hasACodeAndOneLine(rejection: OutputRejection, code: String, text: String) {
        #expect(rejection.code == code)
        #expect(rejection.description == text)
    }
}
