/// What Claude's writer (MyndAI) keeps and reads, and nothing more: the ledger of calls, the
/// texts written ahead, the batches in flight, and the budget's holds. The store conforms; the
/// writer sees only this, so what it may touch is what this says.
package protocol AILedger: Sendable {
    /// The text written ahead for this follow-up (a goal id) or insight (a local date).
    func prepared(_ kind: AICall.Purpose, ref: String) throws -> PreparedText?
    /// The refs that have a text written ahead, or wait in a batch not yet collected.
    func preparedOrPending(_ kind: AICall.Purpose) throws -> Set<String>
    /// When the open batch holding `item` was sent; nil when none holds it.
    func pendingSince(_ item: BatchItemID) throws -> Timestamp?
    /// Tokens of every kind recorded at or after `start`.
    func tokensUsed(since start: Timestamp) throws -> Int

    /// The budget's wall: in one write transaction, keeps the holds nobody will record
    /// against (their process died, or their call's time is over: the request may have gone
    /// out) as spent, drops what last month kept, reads what is spent and held, asks
    /// `deciding` what to hold, and holds it. Two processes that ask at once are answered one
    /// after the other, each seeing the other's hold.
    func hold(_ terms: BudgetHold, deciding: (BudgetSpent) -> HoldDecision) throws -> HoldOutcome
    /// Gives a hold back unused (the request was never sent).
    func release(_ hold: Int64) throws
    /// Keeps a hold as spent: its request may have been carried out and billed with no usage
    /// seen. It counts against its day's tokens and its month's dollars until that month ends.
    func keep(_ hold: Int64) throws
    /// Records what calls cost and the texts they brought, gives back the holds `releasing`
    /// (replaced by the usage recorded) and keeps `keeping` as spent, in one transaction.
    func record(_ calls: [AICall], texts: [PreparedText], releasing: [Int64], keeping: [Int64]) throws

    /// Records a batch sent, with the worst case it holds until it is collected (dated the day
    /// it was sent), taking over the call's hold in the same transaction.
    func recordBatch(
        id: String, customIds: [String], reservedTokens: Int, reservedUSD: Double, request: String?, at now: Timestamp,
        releasing hold: Int64?) throws
    /// Batches sent and not yet collected, oldest first.
    func openBatches() throws -> [BatchRecord]
    func markBatchChecked(_ id: String, at now: Timestamp) throws
    /// Closes a batch with what it brought; false when another process closed it first.
    @discardableResult
    func finishBatch(_ id: String, failed reason: String?, texts: [PreparedText], calls: [AICall], at now: Timestamp) throws -> Bool
}

extension AILedger {
    /// Records calls whose usage is known, giving back the one hold that made room for them.
    package func record(_ calls: [AICall], texts: [PreparedText], releasing hold: Int64?) throws {
        try record(calls, texts: texts, releasing: hold.map { [$0] } ?? [], keeping: [])
    }
}
