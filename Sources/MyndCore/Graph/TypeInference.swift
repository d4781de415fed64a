/// Guesses the type of a captured thought from its wording, as the seed's memory engine does
/// (seed 000 §4.5 `inferNodeType`), so `mynd capture` needs no type.
public enum TypeInference {
    public static func nodeType(for text: String) -> NodeType {
        let lowered = text.lowercased()
        if lowered.contains("want to") || lowered.contains("goal") || lowered.contains("need to") {
            return .goal
        }
        if lowered.contains("should i") || lowered.contains("wondering") || lowered.contains("?") {
            return .question
        }
        return .thought
    }
}
