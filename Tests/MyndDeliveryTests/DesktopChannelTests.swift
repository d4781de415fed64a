import Foundation
import MyndCore
import MyndPOSIX
import MyndStore
import MyndSystemd
import MyndTestSupport
import Testing

@testable import MyndDelivery

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

private func row(
    _ kind: OutboxItem.Kind = .followup, id: Int64 = 1, title: String = "Plant the garden",
    body: String = "Still thinking about Plant the garden?"
) -> OutboxItem {
    OutboxItem(
        id: id, kind: kind, ref: kind == .digest ? "2026-11-22" : "0f0f0000-0000-4000-8000-00000000000\(id)",
        channel: .desktop, title: title, body: body, notBefore: t0, createdAt: t0)
}

/// A channel over the twins, as a job (or with `asAgent`, as the agent) uses it.
private struct Chain {
    let bus: FakeDesktopBus
    let programs = FakePrograms()
    let records = FakeRecords()
    let terminal = FakeTerminal()
    let channel: DesktopChannel

    init(bus: FakeDesktopBus = FakeDesktopBus(), asAgent: Bool = false, helper: [String] = ["notify-send"]) {
        self.bus = bus
        channel = DesktopChannel(
            bus: bus, programs: programs, helper: CommandWords(words: helper), records: records, terminal: terminal,
            asAgent: asAgent, now: { t0 })
    }
}

@Suite(.timed) struct DesktopChannelTests {
    @Test func rowsMovedToALaterTime_wakeARunningAgent_soItLooksAgainThen_butNeverTheAgentItself() {
        let bus = FakeDesktopBus()
        bus.agent = .success(true)
        Chain(bus: bus).channel.rowsWait()
        #expect(bus.calls == ["Wake"])
        let own = FakeDesktopBus()
        own.agent = .success(true)
        Chain(bus: own, asAgent: true).channel.rowsWait()
        #expect(own.calls.isEmpty, "the agent never wakes itself")
    }

    @Test func aRunningAgent_getsTheRow_andNothingIsShownByTheJob() {
        let bus = FakeDesktopBus()
        bus.agent = .success(true)
        let chain = Chain(bus: bus)
        #expect(chain.channel.deliver(row()) == .handedOff(to: "mynd agent"))
        #expect(chain.channel.deliver(row(.digest, id: 2)) == .handedOff(to: "mynd agent"))
        #expect(bus.calls == ["Wake"], "one Wake: the agent reads every due row")
        #expect(chain.programs.ran.isEmpty && chain.terminal.shown.isEmpty)
    }

    @Test func noAgent_theJobShowsItItself_withoutActions_andRecordsIt() throws {
        let chain = Chain()
        // The outcome says why there are no buttons: no agent would hear them.
        let outcome = chain.channel.deliver(row())
        #expect(outcome.via == "desktop notification, after: no mynd agent running")
        #expect(chain.bus.calls == ["Wake", "GetCapabilities", "GetNameOwner", "Notify"])
        let request = try #require(chain.bus.sent.first)
        #expect(request.appName == "mynd")
        #expect(request.summary == "Plant the garden")
        #expect(request.body == "Still thinking about Plant the garden?")
        #expect(request.actions.isEmpty, "the job exits: nobody would hear an answer")
        #expect(
            request.hints
                == NotificationHints(
                    urgency: .normal, category: "x-mynd.nudge.followup", desktopEntry: "mynd", stackTag: "mynd.outbox.1"))
        #expect(request.replacesID == 0 && request.expireTimeout == 0, "a nudge asks to stay: a time-out is not an answer")
        #expect(
            outcome.shown
                == ShownNotification(
                    outboxId: 1, serverId: 42, server: ":1.5", kind: .followup, ref: row().ref, withActions: false,
                    sender: .job, shownAt: t0))
    }

    @Test func theAgent_offersLaterAndIHandledIt_whenTheServerListsActions() throws {
        let chain = Chain(asAgent: true)
        let outcome = chain.channel.deliver(row())
        #expect(outcome.via == "desktop notification with actions")
        #expect(!chain.bus.calls.contains("Wake"), "the agent never wakes itself")
        let followUp = try #require(chain.bus.sent.first)
        #expect(
            followUp.actions == [
                NotificationAction(key: "default", label: "Open"), NotificationAction(key: "step", label: "Did a step"),
                NotificationAction(key: "snooze", label: "Later"), NotificationAction(key: "done", label: "I handled it"),
            ])
        #expect(outcome.shown?.withActions == true && outcome.shown?.sender == .agent)
        _ = chain.channel.deliver(row(.digest, id: 2, title: "Good morning", body: "3 goals"))
        let digest = try #require(chain.bus.sent.last)
        #expect(digest.actions == [NotificationAction(key: "default", label: "See more")])
        #expect(digest.hints.category == "x-mynd.nudge.digest")
        #expect(digest.expireTimeout == 0, "the briefing stays on screen as nudges do")
    }

    /// The buttons come from the row, as the desktop channel wrote it when the nudge was
    /// planned: an asking nudge offers Keep and Let it go, one about a person Reached out.
    @Test func theButtons_areWhatTheRowSays_asTheChannelWroteItAtThePlan() throws {
        let goal = Node(type: .goal, content: "Plant the garden", createdAt: t0)
        let person = Node(type: .person, content: "Lucía", createdAt: t0)
        func planned(_ node: Node, _ kind: FollowUp.Kind) -> OutboxItem {
            let followUp = FollowUp(goalId: node.id, text: "Still?", source: .fallback, kind: kind, daysStale: 5, plannedAt: t0)
            var item = ChannelDeclaration.desktop.row(
                for: NudgeMessage(followUp: followUp, goal: node, goalShortID: "3f2a", followUpShortID: "9c1e", language: .english),
                at: t0)
            item.id = 3
            return item
        }
        let chain = Chain(asAgent: true)
        let asking = planned(goal, .asking)
        #expect(asking.title == "Still want this?")
        _ = chain.channel.deliver(asking)
        #expect(try #require(chain.bus.sent.last).actions.map(\.key) == ["default", "keep", "drop"])
        let quiet = planned(person, .stale)
        _ = chain.channel.deliver(quiet)
        let reached = try #require(chain.bus.sent.last)
        #expect(reached.actions.map(\.key) == ["default", "done", "snooze"])
        #expect(reached.actions.first { $0.key == "done" }?.label == "Reached out")
        // The same rows, read as an older mynd wrote them (no payload): the plain buttons.
        var bare = asking
        bare.payload = nil
        _ = chain.channel.deliver(bare)
        #expect(try #require(chain.bus.sent.last).actions.map(\.key) == ["default", "step", "snooze", "done"])
    }

    @Test func aServerWithoutActions_getsNone_evenFromTheAgent() throws {
        let bus = FakeDesktopBus()
        bus.capabilities = .success(["body"])
        let chain = Chain(bus: bus, asAgent: true)
        #expect(chain.channel.deliver(row()).via == "desktop notification")
        #expect(try #require(bus.sent.first).actions.isEmpty)
    }

    @Test func aRowShownBefore_replacesItsNotification() throws {
        let chain = Chain()
        chain.records.replaceable = 17
        _ = chain.channel.deliver(row())
        #expect(try #require(chain.bus.sent.first).replacesID == 17)
    }

    @Test func markupServers_getTheGoalEscaped_othersGetItAsWritten() throws {
        let text = "Fix <b>the</b> bike & the \u{1B}[31mshed"
        let chain = Chain()
        _ = chain.channel.deliver(row(title: "A\nB", body: text))
        let request = try #require(chain.bus.sent.first)
        #expect(request.body == "Fix &lt;b&gt;the&lt;/b&gt; bike &amp; the [31mshed")
        #expect(request.summary == "A B")
        let plainBus = FakeDesktopBus()
        plainBus.capabilities = .success(["body"])
        let plain = Chain(bus: plainBus)
        _ = plain.channel.deliver(row(body: text))
        #expect(try #require(plainBus.sent.first).body == "Fix <b>the</b> bike & the [31mshed")
    }

    @Test func noSessionBus_runsTheHelper_withTheTextsAsArguments() {
        let chain = Chain(bus: .missing)
        #expect(chain.channel.deliver(row()) == .sent(via: "helper notify-send, after: no session bus"))
        #expect(
            chain.programs.ran == [
                [
                    "notify-send", "--app-name=mynd", "--urgency=normal", "--category=x-mynd.nudge.followup", "--expire-time=0", "--",
                    "Plant the garden", "Still thinking about Plant the garden?",
                ]
            ])
        // The next row does not try the bus again.
        _ = chain.channel.deliver(row(id: 2))
        #expect(chain.bus.calls == ["Wake"])
        #expect(chain.programs.ran.count == 2)
    }

    @Test func aCustomHelper_getsOnlyTheTexts_eachOneArgument() {
        let chain = Chain(bus: .missing, helper: ["/opt/bin/my-notifier", "--quiet"])
        let title = #"Fix $(touch /tmp/pwned); "q" 'x'"#
        let body = "line one\nline two; rm -rf ~"
        _ = chain.channel.deliver(row(title: title, body: body))
        #expect(chain.programs.ran == [["/opt/bin/my-notifier", "--quiet", "--", title, body]])
    }

    @Test func helperFailing_endsOnTheTerminal_andSaysWhyForEachLink() {
        let chain = Chain(bus: .missing)
        chain.programs.outcome = .exited(status: 1, stderr: "Cannot autolaunch D-Bus without X11 $DISPLAY\n")
        #expect(
            chain.channel.deliver(row())
                == .sent(
                    via:
                        "stderr, after: no session bus; helper notify-send: exit 1: Cannot autolaunch D-Bus without X11 $DISPLAY"
                ))
        #expect(chain.terminal.shown.map(\.id) == [1])
        chain.programs.outcome = .notFound("notify-send")
        _ = chain.channel.deliver(row(id: 2))
        #expect(chain.programs.ran.count == 1, "a failed helper is not run again for the next row")
        #expect(chain.terminal.shown.map(\.id) == [1, 2])
    }

    @Test func aServerThatDoesNotAnswer_isPassedBy_once() {
        let bus = FakeDesktopBus()
        bus.capabilities = .failure(.timedOut(operation: "org.freedesktop.Notifications.GetCapabilities", seconds: 2))
        let chain = Chain(bus: bus)
        #expect(
            chain.channel.deliver(row())
                == .sent(
                    via:
                        "helper notify-send, after: no mynd agent running; notification server: org.freedesktop.Notifications.GetCapabilities: no answer within 2.0 s: is the peer hung?"
                ))
        _ = chain.channel.deliver(row(id: 2))
        #expect(bus.calls == ["Wake", "GetCapabilities"], "the hung server costs its timeout once per run")
    }

    @Test func aHungAgent_isPassedBy_andTheJobShowsTheRowItself() {
        let bus = FakeDesktopBus()
        bus.agent = .failure(.timedOut(operation: "io.mynd.Agent1.Wake", seconds: 1))
        let chain = Chain(bus: bus)
        #expect(
            chain.channel.deliver(row()).via
                == "desktop notification, after: mynd agent: io.mynd.Agent1.Wake: no answer within 1.0 s: is the peer hung?")
    }

    @Test func noNotificationServer_onTheBus_isTheHelpersTurn() {
        let bus = FakeDesktopBus()
        bus.capabilities = .failure(
            .remote(
                operation: "org.freedesktop.Notifications.GetCapabilities",
                name: "org.freedesktop.DBus.Error.ServiceUnknown",
                message: "The name is not activatable"))
        let chain = Chain(bus: bus)
        #expect(
            chain.channel.deliver(row())
                == .sent(via: "helper notify-send, after: no mynd agent running; no notification server"))
    }
}
