import Foundation

/// Reads the usual shape of an export file straight from its bytes, in a quarter of the
/// instructions `JSONDecoder` takes, which were half of a large import's (BENCHMARKS.md).
///
/// It handles what mynd and the seeds write, and gives up (nil) on anything else — a syntax
/// error, a wrong type, a duplicate key, an escape it does not know, invalid UTF-8, deep
/// nesting. `GraphDocument` then reads the file again with `JSONDecoder`, which either reads
/// it or says what is wrong and where. So this scanner never has to explain an error, and
/// what it returns must be exactly what `JSONDecoder` would have returned (a test holds the
/// two together on damaged files).
struct ExportScanner {
    private let bytes: UnsafeRawBufferPointer
    private var at = 0

    /// The document's nodes and edges, or nil if the file is not of the usual shape.
    static func scan(_ data: Data) -> DocumentIn? {
        data.withUnsafeBytes { bytes in
            var scanner = ExportScanner(bytes: bytes)
            return scanner.document()
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: - The document

    private mutating func document() -> DocumentIn? {
        var nodes: [NodeIn]?
        var edges: [EdgeIn]?? = .none
        let complete = object { key, scanner in
            switch key {
            case "nodes":
                guard nodes == nil, let list = scanner.array({ $0.node() }) else { return false }
                nodes = list
            case "edges":
                guard edges == nil else { return false }
                if scanner.null() {
                    edges = .some(nil)
                } else {
                    guard let list = scanner.array({ $0.edge() }) else { return false }
                    edges = list
                }
            default:
                return scanner.skipValue(depth: 0)
            }
            return true
        }
        skipWhitespace()
        guard complete, at == bytes.count, let nodes else { return nil }
        return DocumentIn(nodes: nodes, edges: edges ?? nil)
    }

    private mutating func node() -> NodeIn? {
        var id: String?, content: String?, nodeType: String?, createdAt: DateIn?
        var isCompleted: Bool??, metadata: [String: String]??
        var lastAccessedAt: DateIn??, completedAt: DateIn??, snoozedUntil: DateIn??
        let complete = object { key, scanner in
            switch key {
            case "id": return fill(&id, scanner.string())
            case "content": return fill(&content, scanner.string())
            case "nodeType": return fill(&nodeType, scanner.string())
            case "createdAt": return fill(&createdAt, scanner.date())
            case "isCompleted": return fill(&isCompleted, scanner.optional { $0.bool() })
            case "metadata": return fill(&metadata, scanner.optional { $0.strings() })
            case "lastAccessedAt": return fill(&lastAccessedAt, scanner.optional { $0.date() })
            case "completedAt": return fill(&completedAt, scanner.optional { $0.date() })
            case "snoozedUntil": return fill(&snoozedUntil, scanner.optional { $0.date() })
            default: return scanner.skipValue(depth: 0)
            }
        }
        guard complete, let id, let content, let nodeType, let createdAt else { return nil }
        return NodeIn(
            id: id, content: content, nodeType: nodeType, createdAt: createdAt,
            isCompleted: isCompleted ?? nil, metadata: metadata ?? nil, lastAccessedAt: lastAccessedAt ?? nil,
            completedAt: completedAt ?? nil, snoozedUntil: snoozedUntil ?? nil)
    }

    private mutating func edge() -> EdgeIn? {
        var id: String??, sourceId: String?, targetId: String?, edgeType: String?
        var weight: Double??, createdAt: DateIn??
        let complete = object { key, scanner in
            switch key {
            case "id": return fill(&id, scanner.optional { $0.string() })
            case "sourceId": return fill(&sourceId, scanner.string())
            case "targetId": return fill(&targetId, scanner.string())
            case "edgeType": return fill(&edgeType, scanner.string())
            case "weight": return fill(&weight, scanner.optional { $0.number() })
            case "createdAt": return fill(&createdAt, scanner.optional { $0.date() })
            default: return scanner.skipValue(depth: 0)
            }
        }
        guard complete, let sourceId, let targetId, let edgeType else { return nil }
        return EdgeIn(
            id: id ?? nil, sourceId: sourceId, targetId: targetId, edgeType: edgeType,
            weight: weight ?? nil, createdAt: createdAt ?? nil)
    }

    private mutating func date() -> DateIn? {
        skipWhitespace()
        guard at < bytes.count else { return nil }
        if bytes[at] == UInt8(ascii: "\"") {
            return string().map(DateIn.text)
        }
        return number().map(DateIn.referenceSeconds)
    }

    /// An object of strings, e.g. a node's metadata.
    private mutating func strings() -> [String: String]? {
        var result: [String: String] = [:]
        let complete = object { key, scanner in
            guard result[key] == nil, let value = scanner.string() else { return false }
            result[key] = value
            return true
        }
        return complete ? result : nil
    }

    // MARK: - JSON values

    /// `null` gives .some(nil); a value gives .some(value); anything else nil.
    private mutating func optional<T>(_ value: (inout ExportScanner) -> T?) -> T?? {
        if null() { return .some(nil) }
        return value(&self).map { .some($0) }
    }

    /// Calls `member` with each key, the scanner placed at its value; stops at the first false.
    private mutating func object(_ member: (String, inout ExportScanner) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), member(key, &self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    private mutating func array<T>(_ element: (inout ExportScanner) -> T?) -> [T]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var result: [T] = []
        if take(UInt8(ascii: "]")) { return result }
        repeat {
            guard let value = element(&self) else { return nil }
            result.append(value)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? result : nil
    }

    /// A string without escapes is copied in one piece; one with escapes is rebuilt.
    /// Control characters and invalid UTF-8 are left to JSONDecoder.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = at
        var ascii = true
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                at += 1
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<at - 1])
                // ASCII is valid UTF-8, and String(decoding:) copies it without a second look;
                // String(validating:) checks generically, a byte at a time.
                return ascii ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            ascii = ascii && byte < 0x80
            at += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        var text: [UInt8] = Array(bytes[start..<at])
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0c)
                case UInt8(ascii: "n"): text.append(0x0a)
                case UInt8(ascii: "r"): text.append(0x0d)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    // Surrogate pairs and the rest of \u are left to JSONDecoder: rare, and
                    // its rules for a lone surrogate are its own.
                    guard let scalar = hex4(), !(0xD800...0xDFFF).contains(scalar),
                        let character = Unicode.Scalar(scalar)
                    else { return nil }
                    text.append(contentsOf: String(character).utf8)
                default: return nil
                }
            default:
                if byte < 0x20 { return nil }
                text.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = HexDigit.value(bytes[at]) else { return nil }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    /// A number in JSON's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), finite.
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = at
        _ = take(UInt8(ascii: "-"), skippingWhitespace: false)
        if take(UInt8(ascii: "0"), skippingWhitespace: false) {
            if digits() > 0 { return nil }
        } else if digits() == 0 {
            return nil
        }
        if take(UInt8(ascii: "."), skippingWhitespace: false), digits() == 0 { return nil }
        if take(UInt8(ascii: "e"), skippingWhitespace: false) || take(UInt8(ascii: "E"), skippingWhitespace: false) {
            if !take(UInt8(ascii: "+"), skippingWhitespace: false) { _ = take(UInt8(ascii: "-"), skippingWhitespace: false) }
            if digits() == 0 { return nil }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private mutating func digits() -> Int {
        let start = at
        while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
        return at - start
    }

    private mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    private mutating func null() -> Bool { literal("null") }

    private mutating func literal(_ word: StaticString) -> Bool {
        skipWhitespace()
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] {
            return false
        }
        at += count
        return true
    }

    /// Skips a value of a field mynd does not read (seed 000's `sessions`, say). Deep nesting
    /// is left to JSONDecoder, which has its own limit and message.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < 32 else { return false }
        skipWhitespace()
        guard at < bytes.count else { return false }
        switch bytes[at] {
        case UInt8(ascii: "{"): return object { _, scanner in scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): return array { $0.skipValue(depth: depth + 1) ? () : nil } != nil
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return null()
        default: return number() != nil
        }
    }

    // MARK: - Bytes

    /// Skips whitespace, then takes `byte` if it is next.
    private mutating func take(_ byte: UInt8, skippingWhitespace: Bool = true) -> Bool {
        if skippingWhitespace { skipWhitespace() }
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    private mutating func skipWhitespace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0a, 0x0d, 0x09: at += 1
            default: return
            }
        }
    }
}

/// Stores a field's value the first time it is seen; a second time, or no value, fails.
private func fill<T>(_ field: inout T?, _ value: T?) -> Bool {
    guard field == nil, let value else { return false }
    field = value
    return true
}
