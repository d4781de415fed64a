/// What `usage` by `model` costs in US dollars, or nil when no price is known for the model
/// (the caller records the tokens and leaves the cost empty rather than guess).
/// `batch`: the call went through the Message Batches API (half price).
package func estimatedCost(
    _ usage: TokenUsage, model: String, batch: Bool, prices: [ModelPrice] = ModelPrice.defaults
) -> Double? {
    ModelPrice.forModel(model, in: prices)?.cost(of: usage, batch: batch)
}
