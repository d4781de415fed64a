package import Foundation

/// Reads a batch's results file: JSON Lines, one `BatchResultLine` per line, in no
/// particular order.
package enum BatchResults {
    /// Every result, in file order. Blank lines and white space around a line are skipped
    /// over; a line that is not a result is an error naming its number (counting from 1).
    package static func parse(_ data: Data) throws(ClaudeError) -> [BatchResultLine] {
        let decoder = JSONDecoder()
        var results: [BatchResultLine] = []
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, bytes) in lines.enumerated() {
            var line = Array(bytes)
            while let last = line.last, isSpace(last) { line.removeLast() }
            guard let start = line.firstIndex(where: { !isSpace($0) }) else { continue }
            do {
                results.append(try decoder.decode(BatchResultLine.self, from: Data(line[start...])))
            } catch {
                throw .badResultLine(line: index + 1, detail: decodingSummary(error))
            }
        }
        return results
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
