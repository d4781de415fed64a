import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

/// The whole line is the command: a verb at the start of a sentence is not an order. Each
/// language's table, the same rule.
@Suite(.timed) struct ReplyWholeLineTests {
    @Test(arguments: [
        // English
        "Did you mean to send this twice?", "Done? Not even started", "Drop me a line", "Dismiss? no, I want this",
        "Let it go to voicemail", "Done with the first half", "keep calm", "later than I thought", "snooze?", "Done?",
        "Did you get my other mail", "progress report attached", "step by step", "handled by Ana, not me",
        // German
        "Erledigt? Noch nicht mal angefangen", "Lass es mich wissen", "später mehr dazu", "Fertig mit der ersten Hälfte",
        "Behalten? Weiß nicht", "ignorieren kann ich das nicht", "Schritt für Schritt",
        // Spanish
        "¿Hecho? Ni siquiera empecé", "Déjalo en la mesa", "Más tarde te cuento", "listo para empezar", "luego hablamos",
        "¿Descartar? no, lo quiero", "mantener la calma",
        // French
        "Fait ? Pas encore commencé", "Laisse tomber la balle", "Plus tard dans la semaine je verrai", "fini de manger",
        "Garder ? je ne sais pas", "reporter la réunion", "écarter les rideaux",
    ])
    func aSentence_thatStartsLikeACommand_isNone(_ line: String) {
        #expect(ReplyCommand.parse(line, digest: false) == nil, "\(line)")
        #expect(ReplyCommand.parse(line, digest: true) == nil, "\(line) (digest)")
    }

    @Test(arguments: [
        ("Done, thanks!", ReplyCommand(.complete)), ("done. Thank you so much", ReplyCommand(.complete)),
        ("Later please", ReplyCommand(.snooze)),
        ("Snooze 2d please", ReplyCommand(.snooze, words: ["2d"])), ("keep, cheers", ReplyCommand(.keep)),
        ("erledigt, danke schön", ReplyCommand(.complete)), ("später bitte", ReplyCommand(.snooze)),
        ("schlummern 2 Tage, danke", ReplyCommand(.snooze, words: ["2d"])),
        ("hecho, gracias", ReplyCommand(.complete)), ("posponer 2 días por favor", ReplyCommand(.snooze, words: ["2d"])),
        ("fait, merci beaucoup", ReplyCommand(.complete)), ("reporter 2 jours s’il te plaît", ReplyCommand(.snooze, words: ["2d"])),
        ("Done, thanks Axel", ReplyCommand(.complete)),
    ])
    func aCommand_withAThankYou_isTheCommand(_ line: String, _ expected: ReplyCommand) {
        #expect(ReplyCommand.parse(line, digest: false) == expected, "\(line)")
    }

    @Test func aFollowUpsReply_mayNameAGoal_whichTheShellChecks() {
        #expect(ReplyCommand.parse("done 3f2a", digest: false) == ReplyCommand(.complete, goal: "3f2a"))
        #expect(ReplyCommand.parse("drop 3f2a, thanks", digest: false) == ReplyCommand(.drop, goal: "3f2a"))
        #expect(ReplyCommand.parse("snooze 3f2a tomorrow", digest: false) == ReplyCommand(.snooze, goal: "3f2a", words: ["tomorrow"]))
        // A span is a span, not an id.
        #expect(ReplyCommand.parse("snooze 1000", digest: false) == ReplyCommand(.snooze, words: ["1000"]))
        #expect(ReplyCommand.parse("later tomorrow", digest: false) == ReplyCommand(.snooze, words: ["tomorrow"]))
        #expect(ReplyCommand.parse("done cafe babe", digest: false) == nil, "one id at most")
    }

    @Test func aNegativeSpan_keepsItsMinus_forTheShellToRefuse() {
        #expect(ReplyCommand.parse("snooze -3h", digest: false) == ReplyCommand(.snooze, words: ["-3h"]))
        #expect(ReplyCommand.parse("Snooze -2d.", digest: false) == ReplyCommand(.snooze, words: ["-2d"]))
        #expect(ReplyCommand.parse("done -- thanks", digest: false) == ReplyCommand(.complete), "a dash alone is punctuation")
        #expect(ReplyCommand.normalisedWords("snooze 2026-12-01 09:00") == ["snooze", "2026-12-01", "09:00"])
    }
}
