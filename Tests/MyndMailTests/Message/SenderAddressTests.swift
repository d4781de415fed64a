@testable import MyndMail
import MyndTestSupport
import Testing

/// A From field read as RFC 5322 reads it: what address it names, or why it names none that
/// mynd may obey. Pure: the same corpus goes through the built binary and dovecot in
/// `ReliabilityInboxForgeryTests`.
@Suite(.timed) struct SenderAddressTests {
    @Test(arguments: [
        ("me@example.org", "me@example.org"),
        ("Me Myself <me@example.org>", "me@example.org"),
        ("\"Me, Myself\" <me@example.org>", "me@example.org"),
        ("<me@example.org>", "me@example.org"),
        ("  < me@example.org >  ", "me@example.org"),
        ("ME@Example.ORG", "ME@Example.ORG"),  // as written: the comparison folds ASCII case
        ("me@example.org (Me Myself)", "me@example.org"),
        ("(at home) me@example.org", "me@example.org"),
        ("Me <me@example.org> (home (really))", "me@example.org"),
        ("=?utf-8?q?M=C3=A9_Myself?= <me@example.org>", "me@example.org"),
        ("Joe Q. Public <me@example.org>", "me@example.org"),
        ("Müller <me@example.org>", "me@example.org"),
        ("\"me\"@example.org", "me@example.org"),
        ("\"Me \\\"the\\\" Person\" <me@example.org>", "me@example.org"),
        // A comment is a comment, whatever it holds.
        ("evil@attacker.example (<me@example.org>)", "evil@attacker.example"),
        ("evil@attacker.example (me@example.org)", "evil@attacker.example"),
        // A quoted local part is one word: this mailbox is at attacker.example.
        ("\"<me@example.org>\"@attacker.example", "\"<me@example.org>\"@attacker.example"),
        ("\"me@example.org\"@attacker.example", "\"me@example.org\"@attacker.example"),
        // A display name never counts.
        ("\"me@example.org\" <evil@attacker.example>", "evil@attacker.example"),
        ("=?utf-8?q?me=40example.org?= <evil@attacker.example>", "evil@attacker.example"),
        ("me@example.org.attacker.example", "me@example.org.attacker.example"),
        ("me@[192.0.2.1]", "me@[192.0.2.1]"),
    ])
    func aMailbox_isItsAddress(field: String, address: String) {
        #expect(SenderAddress.read([field]) == .success(address), "\(field)")
    }

    @Test(arguments: [
        ("me@example.org, evil@attacker.example", AddressError.list(count: 2)),
        ("evil@attacker.example, me@example.org", .list(count: 2)),
        ("me@example.org,", .list(count: 2)),
        ("Friends: me@example.org;", .group),
        ("Friends: evil@attacker.example, me@example.org;", .group),
        ("undisclosed-recipients:;", .group),
        ("<@relay.example:me@example.org>", .group),
        ("me@example.org;", .group),
        ("", .none),
        ("(only a comment)", .none),
    ])
    func listsAndGroups_areRefused(field: String, error: AddressError) {
        #expect(SenderAddress.read([field]) == .failure(error), "\(field)")
    }

    @Test(arguments: [
        "me@example.org <evil@attacker.example>",
        "me@example.org <me@example.org>",
        "<me@example.org",
        "me@example.org>",
        "<me@example.org> <evil@attacker.example>",
        "Me <>",
        "me@example.org@attacker.example",
        "me (x) @example.org",
        "me@ example.org",
        "me.@example.org",
        "me..x@example.org",
        "=?utf-8?q?me=40example.org?=",
        "\"me@example.org\"",
        "me\\@example.org",
        "me@example.org (unclosed",
        "\"unclosed@example.org",
        "me@example.org\u{07}",
        "me@example.org\u{85}",
        "a@b" + String(repeating: "(", count: 20) + String(repeating: ")", count: 20),
        "me@example.org )",
    ])
    func malformed_isRefused(field: String) {
        guard case .failure(.malformed) = SenderAddress.read([field]) else {
            Issue.record("\(field) read as \(SenderAddress.read([field]))")
            return
        }
    }

    @Test func twoFromFields_areRefused_evenTheSameTwice() {
        #expect(SenderAddress.read(["me@example.org", "evil@attacker.example"]) == .failure(.malformed("2 From fields")))
        #expect(SenderAddress.read(["me@example.org", "me@example.org"]) == .failure(.malformed("2 From fields")))
        #expect(SenderAddress.read([]) == .failure(.none))
    }

    @Test func tokens_takeCommentsOut_andKeepQuotedPairs() throws {
        let tokens = try AddressTokens.read("\"a\\\"b\" (c (d) e) <x@y>").get().tokens.map(\.token)
        #expect(tokens == [.quoted("a\"b"), .special("<"), .atom("x"), .special("@"), .atom("y"), .special(">")])
    }
}
