/// The two hard caps on what Claude may cost: tokens in one local day
/// (`[ai] daily_token_budget`) and US dollars in one calendar month
/// (`[ai] monthly_budget_usd`). A call (or a batch) is made only when its worst case fits
/// both, so no day and no month in the ledger can end over them.
package struct SpendingCap: Equatable, Sendable {
    package var dailyTokens: Int
    package var monthlyUSD: Double

    package init(dailyTokens: Int, monthlyUSD: Double) {
        self.dailyTokens = dailyTokens
        self.monthlyUSD = monthlyUSD
    }

    /// The most a call or a batch can cost: its prompt's estimated tokens plus `max_tokens`,
    /// and their price (nil when the model has no price).
    package struct WorstCase: Equatable, Sendable {
        package var tokens: Int
        package var usd: Double?

        package init(tokens: Int, usd: Double?) {
            self.tokens = tokens
            self.usd = usd
        }

        package static func + (a: WorstCase, b: WorstCase) -> WorstCase {
            WorstCase(tokens: a.tokens + b.tokens, usd: a.usd.flatMap { x in b.usd.map { x + $0 } })
        }
    }

    /// Why a call may not be made, or nil when it fits.
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case dailyTokens(used: Int, needed: Int, budget: Int)
        case monthlyUSD(spent: Double, needed: Double, budget: Double)
        /// A cost cannot be known: `model` has no price (in the call, or in this month's ledger).
        case unpriced(model: String)

        package var description: String {
            switch self {
            case .dailyTokens(let used, let needed, let budget):
                "today's token budget cannot take this call (\(used) used + up to \(needed) > \(budget), ai.daily_token_budget)"
            case .monthlyUSD(let spent, let needed, let budget):
                "this month's budget cannot take this call ($\(Self.money(spent)) spent + up to $\(Self.money(needed)) > $\(Self.money(budget)), ai.monthly_budget_usd)"
            case .unpriced(let model):
                "no price is known for \(model), so the monthly budget cannot be kept: add [ai.prices.\"\(model)\"] input and output"
            }
        }

        private static func money(_ amount: Double) -> String {
            let text = String(Double(Int((amount * 10_000).rounded(.up))) / 10_000)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
    }

    /// Whether `call` fits: `usedToday` tokens and `spentThisMonth` dollars already in the
    /// ledger or reserved by batches in flight (nil with the unpriced model that makes it
    /// unknown).
    package func check(usedToday: Int, spentThisMonth: Result<Double, Refusal>, call: WorstCase, model: String) -> Refusal? {
        guard usedToday + call.tokens <= dailyTokens else {
            return .dailyTokens(used: usedToday, needed: call.tokens, budget: dailyTokens)
        }
        let spent: Double
        switch spentThisMonth {
        case .success(let dollars): spent = dollars
        case .failure(let refusal): return refusal
        }
        guard let needed = call.usd else { return .unpriced(model: model) }
        guard spent + needed <= monthlyUSD else { return .monthlyUSD(spent: spent, needed: needed, budget: monthlyUSD) }
        return nil
    }
}
