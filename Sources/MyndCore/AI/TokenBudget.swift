/// The tokens mynd may spend on Claude in one local day. A call may be made while the day's
/// total is below the budget; once it is reached, no more calls that day. A call already
/// under way may take the total past the budget: the budget stops the next one.
public struct TokenBudget: Equatable, Sendable {
    /// Tokens per day (`TokenUsage.total`, cached tokens included). 0 turns Claude off.
    public var dailyTokens: Int

    public init(dailyTokens: Int) {
        self.dailyTokens = dailyTokens
    }

    /// Whether another call may be made, given the tokens used so far today.
    public func allowsCall(usedToday: Int) -> Bool {
        usedToday < dailyTokens
    }

    /// Tokens left today; 0 once the budget is reached or passed.
    public func remaining(usedToday: Int) -> Int {
        max(0, dailyTokens - usedToday)
    }
}
