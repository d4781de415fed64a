import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

/// A store with one follow-up planned for the terminal and email: two due rows.
private func twoDueRows() throws -> GraphStore { try plannedFollowUp(at: t0).0 }

/// A claimant whose view of other processes and of real time the test sets.
private func claimant(_ id: String, alive: Set<String> = [], realTime: Timestamp = t0) -> GraphStore.Claimant {
    GraphStore.Claimant(id: id, leaseSeconds: 600, mayBeRunning: { alive.contains($0) }, clock: { realTime })
}

@Suite(.timed) struct OutboxClaimTests {
    @Test func aRowClaimedByALiveProcess_isNotHandedToAnother() throws {
        let store = try twoDueRows()
        let a = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: claimant("B", alive: ["A"])) == nil)
        // B takes what A has not claimed.
        let other = try #require(try store.claimNextDue(channels: [.terminal, .email], at: t0, for: claimant("B", alive: ["A"])))
        #expect(other.channel == .terminal && other.id != a.id)
    }

    @Test func onlyTheClaimant_recordsTheOutcome() throws {
        let store = try twoDueRows()
        let row = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        #expect(try store.markSent(row, via: "smtp", claimant: "B", at: t0) == false)
        #expect(try store.markSent(row, via: "smtp", at: t0) == false, "a writer without a claim loses too")
        try store.markFailed(row, error: "451", claimant: "B", at: t0)
        #expect(try store.pendingOutbox().count == 2, "B's failure is not recorded")
        #expect(try store.markSent(row, via: "smtp", claimant: "A", at: t0) == true)
        #expect(try store.markSent(row, via: "smtp", claimant: "A", at: t0) == false, "sent once")
    }

    @Test func aClaimWhoseProcessIsGone_isTakenOverAtOnce() throws {
        let store = try twoDueRows()
        let row = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        // A was killed: nobody reports it running.
        let again = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("B")))
        #expect(again.id == row.id)
        #expect(try store.markSent(row, claimant: "A", at: t0) == false, "A lost its claim")
        #expect(try store.markSent(again, claimant: "B", at: t0) == true)
    }

    @Test func aClaimWhoseFateIsUnknown_holdsUntilItsLeaseEnds() throws {
        let store = try twoDueRows()
        _ = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        let justBefore = claimant("B", alive: ["A"], realTime: t0.adding(seconds: 599))
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: justBefore) == nil)
        let after = claimant("B", alive: ["A"], realTime: t0.adding(seconds: 600))
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: after) != nil)
    }

    @Test func aRetryOrARelease_givesTheRowBack() throws {
        let store = try twoDueRows()
        let row = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        try store.markFailed(row, error: "451 try later", claimant: "A", at: t0)
        let retryAt = t0.adding(seconds: OutboxItem.retryDelaySeconds(afterAttempts: 1))
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: claimant("B", alive: ["A"])) == nil, "not before its retry")
        #expect(try store.claimNextDue(channels: [.email], at: retryAt, for: claimant("B", alive: ["A"]))?.id == row.id)

        let terminal = try #require(try store.claimNextDue(channels: [.terminal], at: t0, for: claimant("A")))
        try store.releaseClaim(terminal, by: "B")  // not B's to give
        #expect(try store.claimNextDue(channels: [.terminal], at: t0, for: claimant("C", alive: ["A"])) == nil)
        try store.releaseClaim(terminal, by: "A")
        #expect(try store.claimNextDue(channels: [.terminal], at: t0, for: claimant("C", alive: ["A"]))?.id == terminal.id)
    }

    @Test func aRowHeldByAnotherLiveProcess_isSeen_soTheAgentLooksAgainSoon() throws {
        let store = try twoDueRows()
        #expect(try store.dueRowsClaimedElsewhere(channels: [.email], at: t0, by: claimant("agent", alive: ["job"])) == false)
        _ = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("job")))
        #expect(try store.dueRowsClaimedElsewhere(channels: [.email], at: t0, by: claimant("agent", alive: ["job"])))
        #expect(try store.dueRowsClaimedElsewhere(channels: [.email], at: t0, by: claimant("agent")) == false, "its process is gone")
        #expect(try store.dueRowsClaimedElsewhere(channels: [.email], at: t0, by: claimant("job")) == false, "its own")
    }

    @Test func aClaimantTakesBackItsOwnRow_butNotOneItSkips() throws {
        let store = try twoDueRows()
        let row = try #require(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A")))
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A"))?.id == row.id)
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A"), skipping: [row.id]) == nil)
    }
}

/// A batch of texts written ahead is collected once, even when two jobs read it at once.
@Suite(.timed) struct BatchCollectionOnceTests {
    @Test func aBatchFinishedTwice_isStoredOnce() throws {
        let store = try GraphStore.inMemory()
        try store.recordBatch(id: "msgbatch_1", customIds: ["insight-2026-11-23"], at: t0)
        var call = AICall(at: t0, purpose: .insight, ref: "2026-11-23", model: "claude-haiku-4-5", outcome: .ok)
        call.batchId = "msgbatch_1"
        let text = PreparedText(
            kind: .insight, ref: "2026-11-23", text: "A quiet week.", model: "claude-haiku-4-5", createdAt: t0)
        #expect(try store.finishBatch("msgbatch_1", texts: [text], calls: [call], at: t0))
        // The first job used the text meanwhile; the second's copy must not bring it back.
        try store.write { db in try db.execute(sql: "DELETE FROM prepared") }
        #expect(try store.finishBatch("msgbatch_1", texts: [text], calls: [call], at: t0) == false)
        #expect(try store.prepared(.insight, ref: "2026-11-23") == nil)
        #expect(try store.recentCalls(limit: 10).count == 1)
        #expect(try store.openBatches().isEmpty)
    }
}
