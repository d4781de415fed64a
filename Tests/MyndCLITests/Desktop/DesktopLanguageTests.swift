import Foundation
import MyndTestSupport
import Testing

extension DesktopTests {
    /// A German person's nudge on a real notification server (dunst): German title, body and
    /// buttons, and the German *Später* does what *Later* does.
    @Suite(
        .desktopPeers,
        .desktopSession, .timeLimit(.minutes(20)))
    final class DesktopLanguageTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
            sandbox.environment["LANG"] = "de_DE.UTF-8"
        }

        @Test func aNudge_hasGermanButtons_andSpaeterSnoozes() throws {
            let id = try sandbox.add("goal", "Den Schuppen streichen", now: "2026-11-16T09:00:00Z").id
            let agent = try AgentProcess(sandbox, now: "2026-11-22T09:00:00Z")
            try agent.waitUntilListening()
            try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
            let shown = try #require(session.waitForNotification(showing: "Ruht seit 6 Tagen", timeout: 3), "dunst never showed it")
            #expect(shown.values["DUNST_BODY"]?.contains("„Den Schuppen streichen“") == true, "\(shown.values)")
            // The person picks the German button in dunst's context menu, which lists each one
            // as "#<label> (<summary>) [<id>,<key>]".
            try "#Später (Ruht seit 6 Tagen) [\(shown.id),".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            let menu = try #require(session.waitForMenu(timeout: 3), "dunst's menu was never opened")
            #expect(menu.contains("#Später (Ruht seit 6 Tagen) [\(shown.id),snooze]"), "\(menu)")
            #expect(menu.contains("#Erledigt (Ruht seit 6 Tagen) [\(shown.id),done]"), "\(menu)")
            #expect(!menu.contains("Later") && !menu.contains("I handled it"), "\(menu)")
            #expect(try sandbox.eventually(timeout: 3) { try sandbox.node(id, now: "2026-11-22T09:00:30Z").snoozedUntil != nil })
            #expect(agent.terminate().status == 0)
        }
    }
}
