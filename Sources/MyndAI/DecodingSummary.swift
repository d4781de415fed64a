/// A one-line account of why JSON did not decode, naming the field: `missing
/// result.message.usage`, `content.0.text is not String`, `not JSON`.
func decodingSummary(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "unreadable" }
    func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing \(path(context.codingPath + [key]))"
    case .valueNotFound(_, let context): return "\(path(context.codingPath)) is null"
    case .typeMismatch(let type, let context): return "\(path(context.codingPath)) is not \(type)"
    case .dataCorrupted(let context):
        return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
    @unknown default: return "unreadable"
    }
}
