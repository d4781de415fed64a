package import MyndCurl

/// Why a call to the Claude API gave no usable answer. Each description is one line for a
/// log or a terminal; none contains the API key (the client removes it from anything the
/// server echoes).
package enum ClaudeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The API answered with an error status (after any retries): the status, the error's
    /// `type` and `message`, and the request id to quote to Anthropic.
    case api(status: Int, type: String, message: String, requestID: String?)
    /// No answer arrived (after any retries).
    case transport(TransportError)
    /// An answer arrived that is not what the API documents.
    case invalidResponse(String)
    /// The deadline had passed before an attempt could start.
    case deadline
    /// A line of a batch results file is not a result (lines counted from 1).
    case badResultLine(line: Int, detail: String)

    /// The API rejected the key (401 `authentication_error`): retrying or waiting will not
    /// help until the key is changed.
    package var authenticationFailed: Bool {
        if case .api(let status, let type, _, _) = self {
            return status == 401 || type == "authentication_error"
        }
        return false
    }

    package var description: String {
        switch self {
        case .api(let status, let type, let message, let requestID):
            let hint = authenticationFailed ? "; check the API key" : ""
            let id = requestID.map { " (request \($0))" } ?? ""
            return "Claude API error \(status) \(type): \(Self.oneLine(message))\(id)\(hint)"
        case .transport(let error):
            return "cannot reach the Claude API: \(error)"
        case .invalidResponse(let detail):
            return "the Claude API sent an answer mynd cannot read: \(Self.oneLine(detail))"
        case .deadline:
            return "no time left to call the Claude API before the job's deadline"
        case .badResultLine(let line, let detail):
            return "batch results line \(line) is not a result: \(Self.oneLine(detail))"
        }
    }

    /// Line breaks folded to spaces and very long server text shortened, so that the
    /// description stays one line.
    private static func oneLine(_ text: String, limit: Int = 300) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }
}
