import Foundation
import MyndTestSupport
import Testing

/// The inbox forgery corpus (RELIABILITY.md "Inbox forgery"): replies to a real nudge, each
/// with a signed In-Reply-To and a "capture:" naming its case, whose From fields are written
/// every way a forger (or an odd mail client) might, APPENDed to dovecot and read by the built
/// binary. Only the forms that are one mailbox, me@example.org, keep their thought; every other
/// reply is recorded as ignored, with why, unanswered and unread.
@Suite(.timed, .tags(.reliability), .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct ReliabilityInboxForgeryTests {
    /// A case: its name, the From fields as written (`-none-`: no From field), and more header
    /// lines.
    struct Case: Sendable {
        var name: String
        var from: [String]
        var headers: [String] = []
    }

    /// The same mailbox, as mail clients write it: obeyed.
    static let accepted: [Case] = [
        Case(name: "bare", from: ["me@example.org"]),
        Case(name: "display-name", from: ["Me Myself <me@example.org>"]),
        Case(name: "quoted-name-with-comma", from: ["\"Me, Myself\" <me@example.org>"]),
        Case(name: "angle-only", from: ["<me@example.org>"]),
        Case(name: "upper-case", from: ["ME@Example.ORG"]),
        Case(name: "trailing-comment", from: ["me@example.org (Me Myself)"]),
        Case(name: "leading-comment", from: ["(home) me@example.org"]),
        Case(name: "encoded-name", from: ["=?utf-8?q?M=C3=A9_Myself?= <me@example.org>"]),
        Case(name: "utf8-name", from: ["Müller <me@example.org>"]),
        Case(name: "quoted-local-part", from: ["\"me\"@example.org"]),
        Case(name: "obs-phrase-dots", from: ["Joe Q. Public <me@example.org>"]),
        Case(name: "folded", from: ["Me Myself\n <me@example.org>"]),
    ]

    /// Everything else: refused, and recorded.
    static let refused: [Case] = [
        Case(name: "comment-holds-address", from: ["evil@attacker.example (<me@example.org>)"]),
        Case(name: "comment-holds-bare-address", from: ["evil@attacker.example (me@example.org)"]),
        Case(name: "folded-comment", from: ["evil@attacker.example\n (<me@example.org>)"]),
        Case(name: "quoted-local-holds-angle-address", from: ["\"<me@example.org>\"@attacker.example"]),
        Case(name: "quoted-local-holds-address", from: ["\"me@example.org\"@attacker.example"]),
        Case(name: "quoted-name-holds-address", from: ["\"me@example.org\" <evil@attacker.example>"]),
        Case(name: "bare-name-holds-address", from: ["me@example.org <evil@attacker.example>"]),
        Case(name: "encoded-name-holds-address", from: ["=?utf-8?q?me=40example.org?= <evil@attacker.example>"]),
        Case(name: "two-angle-addresses", from: ["Me <me@example.org> <evil@attacker.example>"]),
        Case(name: "list-me-first", from: ["me@example.org, evil@attacker.example"]),
        Case(name: "list-me-last", from: ["evil@attacker.example, me@example.org"]),
        Case(name: "list-trailing-comma", from: ["me@example.org,"]),
        Case(name: "group", from: ["Friends: me@example.org;"]),
        Case(name: "group-of-two", from: ["Friends: evil@attacker.example, me@example.org;"]),
        Case(name: "empty-group", from: ["undisclosed-recipients:;"]),
        Case(name: "route", from: ["<@attacker.example:me@example.org>"]),
        Case(name: "two-fields-me-first", from: ["me@example.org", "evil@attacker.example"]),
        Case(name: "two-fields-me-last", from: ["evil@attacker.example", "me@example.org"]),
        Case(name: "two-fields-same", from: ["me@example.org", "me@example.org"]),
        Case(name: "double-at", from: ["me@example.org@attacker.example"]),
        Case(name: "comment-inside-address", from: ["me (x) @example.org"]),
        Case(name: "longer-domain", from: ["me@example.org.attacker.example"]),
        Case(name: "bidi-override", from: ["me@example.org\u{202E}"]),
        Case(name: "lookalike-accent", from: ["mé@example.org"]),
        Case(name: "lookalike-capital-i", from: ["me@exampIe.org"]),
        Case(name: "domain-literal", from: ["me@[127.0.0.1]"]),
        Case(name: "unclosed-angle", from: ["<me@example.org"]),
        Case(name: "unclosed-comment", from: ["me@example.org (unclosed"]),
        Case(name: "unclosed-quote", from: ["\"me@example.org"]),
        Case(name: "encoded-address", from: ["=?utf-8?q?me=40example.org?="]),
        Case(name: "escaped-at", from: ["me\\@example.org"]),
        Case(name: "trailing-semicolon", from: ["me@example.org;"]),
        Case(name: "empty", from: [""]),
        Case(name: "no-from", from: ["-none-"]),
        Case(name: "sender-header", from: ["evil@attacker.example"], headers: ["Sender: me@example.org"]),
        Case(name: "reply-to-header", from: ["evil@attacker.example"], headers: ["Reply-To: me@example.org"]),
        Case(name: "stranger", from: ["Eve <eve@example.org>"]),
    ]

    @Test func onlyOneMailbox_me_isObeyed_everyOtherFrom_isRecordedAndLeftAlone() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        var ids: [String: String] = [:]
        for item in Self.accepted + Self.refused {
            ids[
                try scene.imap.append(text: "capture: case \(item.name)", inReplyTo: original, fromLines: item.from, headers: item.headers)] =
                item.name
        }
        // 25 a look: two looks read all of them.
        try scene.refresh()
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        let kept = Set(try scene.sandbox.query("SELECT content FROM node WHERE type = 'thought'").compactMap { $0["content"] as? String })
        #expect(
            kept == Set(Self.accepted.map { "case \($0.name)" }), "\(kept.symmetricDifference(Self.accepted.map { "case \($0.name)" }))")
        let rows = try scene.replies()
        #expect(rows.count == Self.accepted.count + Self.refused.count)
        var outcomes: [String: (String, String)] = [:]
        for row in rows {
            let id = (row["messageId"] as? String ?? "")
            if let name = ids["<\(id)>"] { outcomes[name] = (row["outcome"] as? String ?? "", row["detail"] as? String ?? "") }
        }
        for item in Self.accepted { #expect(outcomes[item.name]?.0 == "applied", "\(item.name): \(outcomes[item.name] ?? ("-", "-"))") }
        for item in Self.refused {
            let (outcome, detail) = outcomes[item.name] ?? ("-", "-")
            #expect(outcome == "ignored" && (detail.hasPrefix("From ") || detail.hasPrefix("from ")), "\(item.name): \(outcome) \(detail)")
        }
        // Nothing else changed: the goal as it was, no answer to any forgery, forgeries unread.
        let goal = try scene.goalRow()
        #expect(goal["completedAt"] is NSNull && goal["snoozedUntil"] is NSNull)
        #expect(try scene.smtp.received().count == 1, "only the nudge: a forgery gets no answer")
        let messages = try scene.imap.messages()
        let unread = messages.values.filter { !$0.flags.contains("\\Seen") }.count
        #expect(unread == Self.refused.count && messages.values.allSatisfy { $0.flags.contains("$MyndDone") }, "\(messages)")
    }

    @Test func theCorpus_holdsEveryCaseOnce() {
        let names = (Self.accepted + Self.refused).map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Self.accepted.count == 12 && Self.refused.count == 37)
    }
}
