import Foundation
import GRDB
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

private let t0 = Timestamp(iso8601: "2026-11-23T13:00:00Z")!
private func at(_ minutes: Int64) -> Timestamp { t0.adding(seconds: minutes * 60) }
private let agent = "boot:4242:17"
private let alive: @Sendable (String) -> Bool = { _ in true }
private let dead: @Sendable (String) -> Bool = { _ in false }

/// Presence in the store: transitions only on real changes, the person's word over the
/// sources until `auto`, the pause, the 90 days kept — and reads for jobs without the agent.
@Suite(.timed) struct PresenceStoreTests {
    let store: GraphStore

    init() throws {
        store = try GraphStore.inMemory()
    }

    private func kinds() throws -> [PresenceState.Kind] {
        try store.presenceTimeline(since: Timestamp(millisecondsSinceEpoch: 0)).transitions.map(\.state.kind)
    }

    @Test func onlyRealChanges_areRecorded() throws {
        #expect(try store.recordSensed(Presence(.here, since: at(0), source: .logind), watcher: agent, at: at(0)) != nil)
        #expect(try store.recordSensed(Presence(.here, since: at(1), source: .screensaver), watcher: agent, at: at(1)) == nil)
        let locked = Presence(.away(.locked), since: at(2), source: .logind)
        #expect(try store.recordSensed(locked, watcher: agent, at: at(2)) == locked)
        #expect(try store.recordSensed(Presence(.away(.asleep), since: at(3), source: .sleep), watcher: agent, at: at(3)) == nil)
        #expect(try store.recordSensed(Presence(.here, since: at(30), source: .logind), watcher: agent, at: at(30)) != nil)
        #expect(try kinds() == [.here, .away, .here])
        #expect(try store.presence(at: at(10)) == locked)
        #expect(try store.presence(at: at(-1)) == nil)
        let record = try store.presenceRecord(now: at(31))
        #expect(record.current(at: at(31), isRunning: alive) == Presence(.here, since: at(30), source: .logind))
    }

    @Test func theTimelineSince_startsWithTheStateInForce() throws {
        for (minute, state) in [(0, PresenceState.here), (10, .away(.idle)), (20, .here), (40, .away(.locked))] {
            try store.recordSensed(Presence(state, since: at(Int64(minute)), source: .logind), watcher: agent, at: at(Int64(minute)))
        }
        let timeline = try store.presenceTimeline(since: at(15))
        #expect(timeline.transitions.map(\.since) == [at(10), at(20), at(40)])
        #expect(timeline.presentSeconds(from: at(15), to: at(50)) == 20 * 60)
    }

    @Test func theOverride_winsOverTheSources_untilAuto() throws {
        try store.recordSensed(Presence(.here, since: at(0), source: .logind), watcher: agent, at: at(0))
        let away = try store.setPresenceOverride(here: false, at: at(5), isRunning: alive)
        #expect(away == Presence(.away(.manual), since: at(5), source: .manual))
        // The sources change meanwhile: kept, not recorded, since the person's word holds.
        #expect(try store.recordSensed(Presence(.away(.locked), since: at(6), source: .logind), watcher: agent, at: at(6)) == nil)
        #expect(try store.recordSensed(Presence(.here, since: at(7), source: .logind), watcher: agent, at: at(7)) == nil)
        #expect(try store.presenceRecord(now: at(8)).current(at: at(8), isRunning: dead).state == .away(.manual))
        // auto: back to what the sources say now.
        #expect(try store.setPresenceOverride(here: nil, at: at(9), isRunning: alive) == Presence(.here, since: at(9), source: .logind))
        #expect(try store.presenceRecord(now: at(9)).override == nil)
        #expect(try kinds() == [.here, .away, .here])
    }

    @Test func auto_handsBackToTheSources_evenWhenTheySayTheSame() throws {
        try store.recordSensed(Presence(.here, since: at(0), source: .logind), watcher: agent, at: at(0))
        #expect(try store.setPresenceOverride(here: true, at: at(1), isRunning: alive) == nil, "already here")
        try store.setPresenceOverride(here: false, at: at(2), isRunning: alive)
        try store.setPresenceOverride(here: true, at: at(3), isRunning: alive)
        #expect(try store.presenceRecord(now: at(4)).latest?.source == .manual)
        #expect(try store.setPresenceOverride(here: nil, at: at(5), isRunning: alive) == Presence(.here, since: at(5), source: .logind))
        #expect(try kinds() == [.here, .away, .here, .here])
        #expect(try store.setPresenceOverride(here: nil, at: at(6), isRunning: alive) == nil, "auto again: nothing new")
    }

    @Test func auto_withNoAgentWatching_isUnknown() throws {
        try store.setPresenceOverride(here: false, at: at(0), isRunning: alive)
        #expect(try store.setPresenceOverride(here: nil, at: at(1), isRunning: alive)?.state == .unknown(.noSource))
        try store.recordSensed(Presence(.away(.locked), since: at(2), source: .logind), watcher: agent, at: at(2))
        try store.setPresenceOverride(here: true, at: at(3), isRunning: alive)
        #expect(try store.setPresenceOverride(here: nil, at: at(4), isRunning: dead)?.state == .unknown(.agentStopped))
    }

    @Test func presenceFromAnAgentThatDied_isUnknown_notAwayForever() throws {
        try store.recordSensed(Presence(.away(.locked), since: at(0), source: .logind), watcher: agent, at: at(0))
        let record = try store.presenceRecord(now: at(60))
        #expect(record.current(at: at(60), isRunning: alive).state == .away(.locked))
        #expect(record.current(at: at(60), isRunning: dead).state == .unknown(.agentStopped))
        // A clean stop records it.
        try store.recordSensed(Presence(.unknown(.agentStopped), since: at(61), source: nil), watcher: nil, at: at(61))
        #expect(try store.presenceRecord(now: at(62)).current(at: at(62), isRunning: alive).state == .unknown(.agentStopped))
        #expect(try store.presenceRecord(now: at(62)).watcher == nil)
    }

    @Test func nothingRecorded_isUnknownWithNoSource() throws {
        #expect(try store.presenceRecord(now: t0).current(at: t0, isRunning: alive) == .neverWatched(at: t0))
    }

    @Test func transitionsOlderThan90Days_go_butTheOneInForceThenStays() throws {
        let day: Int64 = 24 * 60
        try store.recordSensed(Presence(.here, since: at(0), source: .logind), watcher: agent, at: at(0))
        try store.recordSensed(Presence(.away(.idle), since: at(10), source: .idle), watcher: agent, at: at(10))
        try store.recordSensed(Presence(.here, since: at(20), source: .logind), watcher: agent, at: at(20))
        try store.recordSensed(Presence(.away(.locked), since: at(91 * day), source: .logind), watcher: agent, at: at(91 * day))
        let timeline = try store.presenceTimeline(since: Timestamp(millisecondsSinceEpoch: 0))
        #expect(timeline.transitions.map(\.since) == [at(20), at(91 * day)])
        #expect(try store.presence(at: at(30))?.state == .here)
    }

    @Test func aPause_holdsUntilItsEnd_orTheResume() throws {
        let pause = try store.apply(.pause(until: at(60)), via: .cli, at: at(0)).pause
        #expect(try store.presenceRecord(now: at(59)).pause == pause)
        #expect(try store.presenceRecord(now: at(60)).pause == nil)
        _ = try store.apply(.pause(until: nil), via: .cli, at: at(61)).pause
        #expect(try store.presenceRecord(now: at(9999)).pause == PauseState(since: at(61), until: nil))
        #expect(try store.apply(.resume, via: .cli, at: at(70)).pause == PauseState(since: at(61), until: nil))
        #expect(try store.presenceRecord(now: at(71)).pause == nil)
        #expect(try store.apply(.resume, via: .cli, at: at(72)).pause == nil)
    }

    @Test func theSchema_refusesWhatNoMyndWrites() throws {
        #expect(throws: (any Error).self) {
            _ = try store.apply(.pause(until: at(0)), via: .cli, at: at(0)).pause
        }
        try store.recordSensed(Presence(.here, since: at(0), source: .logind), watcher: agent, at: at(0))
        #expect(try store.presenceRecord(now: at(1)).pause == nil, "the refused pause left nothing")
    }

    @Test func dueScreenRows_countOnlyTheScreen() throws {
        let goal = Node(type: .goal, content: "Plant the garden", createdAt: t0)
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "x", source: .fallback, plannedAt: t0)
        let rows = [Channel.desktop, .email, .terminal].map {
            OutboxItem(
                kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: "t", body: "x", notBefore: at(5), createdAt: t0)
        }
        _ = try store.recordPlanned([(followUp, rows)])
        #expect(try store.dueRows(channels: [.desktop, .terminal], at: at(4)) == 0)
        #expect(try store.dueRows(channels: [.desktop, .terminal], at: at(5)) == 2)
    }
}
