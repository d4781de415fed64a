import Foundation

// MARK: - Reading the bytes

/// The file, its form, and how to say where a task is.
struct Input {
    enum Form { case array, lines }
    enum Position {
        /// 0-based index into the top-level array.
        case element(Int)
        /// 1-based line of the NDJSON file.
        case line(Int)
    }
    struct Record {
        var value: Any
        var position: Position
    }

    var bytes: Data
    var form: Form

    init(_ data: Data) throws(ImportError) {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        self.bytes = Data(bytes)
        guard let first = self.bytes.first(where: { !isJSONWhitespace($0) }) else {
            throw ImportError(at: "", "empty file")
        }
        switch first {
        case UInt8(ascii: "["): form = .array
        case UInt8(ascii: "{"): form = .lines
        default:
            // Valid JSON of the wrong shape deserves a clearer message than a syntax error.
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: self.bytes, options: .fragmentsAllowed)
            } catch {
                throw syntaxError(error, in: self.bytes, line: nil)
            }
            throw ImportError(
                at: "", "expected a JSON array of tasks or one JSON object per line, found \(kind(of: value))")
        }
    }

    func records() throws(ImportError) -> [Record] {
        switch form {
        case .array:
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: bytes)
            } catch {
                throw syntaxError(error, in: bytes, line: nil)
            }
            guard let items = value as? [Any] else {
                throw ImportError(at: "", "expected a JSON array of tasks, found \(kind(of: value))")
            }
            return items.enumerated().map { Record(value: $1, position: .element($0)) }
        case .lines:
            var records: [Record] = []
            for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                guard line.contains(where: { !isJSONWhitespace($0) }) else { continue }
                let lineData = Data(line)
                do {
                    let value = try JSONSerialization.jsonObject(with: lineData, options: .fragmentsAllowed)
                    records.append(Record(value: value, position: .line(index + 1)))
                } catch {
                    throw syntaxError(error, in: lineData, line: index + 1)
                }
            }
            return records
        }
    }

    /// `task 3 (line 5)` for the array form, `line 5` for NDJSON.
    func describe(_ position: Position) -> String {
        switch position {
        case .line(let line):
            return "line \(line)"
        case .element(let index):
            // Only reached when wording an error, so the extra pass over the bytes is free
            // on the happy path.
            let lines = elementStartLines(bytes)
            return index < lines.count ? "task \(index + 1) (line \(lines[index]))" : "task \(index + 1)"
        }
    }
}

func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}

/// Turns JSONSerialization's complaint into an `ImportError`. It reports a byte offset
/// ("around character 20"), which becomes a line and column a person can jump to.
/// - Parameter line: the NDJSON line `bytes` came from, or nil when `bytes` is the whole file.
func syntaxError(_ error: any Error, in bytes: Data, line: Int?) -> ImportError {
    var message = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
    var location = line.map { "line \($0)" } ?? ""
    if let marker = message.range(of: " around character ") {
        if let offset = Int(message[marker.upperBound...].prefix(while: \.isNumber)) {
            let (lineInBytes, column) = lineAndColumn(at: offset, in: bytes)
            location = "line \((line ?? 1) + lineInBytes - 1), column \(column)"
            message = String(message[..<marker.lowerBound])
        }
    }
    if message.hasSuffix(".") { message.removeLast() }
    // A pretty-printed object read as NDJSON fails on its first line; say why.
    let hint = line == nil ? "" : " (expected one whole task per line)"
    return ImportError(at: location, "not valid JSON: \(message)\(hint)")
}

/// 1-based line and column (in characters) of a byte offset.
func lineAndColumn(at offset: Int, in bytes: Data) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for byte in bytes.prefix(offset) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {  // UTF-8 continuation bytes do not start a character
            column += 1
        }
    }
    return (line, column)
}

/// The line on which each element of a top-level JSON array starts. Assumes valid JSON,
/// where a raw newline cannot occur inside a string.
func elementStartLines(_ bytes: Data) -> [Int] {
    var lines: [Int] = []
    var line = 1, depth = 0
    var inString = false, escaped = false, expectingElement = false
    for byte in bytes {
        if byte == 0x0A { line += 1 }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        if isJSONWhitespace(byte) { continue }
        switch byte {
        case UInt8(ascii: ","):
            if depth == 1 { expectingElement = true }
            continue
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth -= 1
            expectingElement = false
            continue
        default:
            break
        }
        if expectingElement && depth == 1 {
            lines.append(line)
            expectingElement = false
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            if depth == 1 { expectingElement = true }
        default: break
        }
    }
    return lines
}
