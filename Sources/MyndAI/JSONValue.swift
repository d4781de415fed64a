/// A JSON value as the Messages API carries it where its shape is the caller's: a tool's
/// `input_schema` going out, a `tool_use` block's `input` coming back. An object's members are
/// kept as written, but two objects are equal whatever their order, as JSON has it (and
/// Foundation's encoder keeps no order).
package indirect enum JSONValue: Codable, Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && Set(x.map(\.0)).count == x.count
                && x.allSatisfy { key, value in y.contains { $0.0 == key && $0.1 == value } }
        default: false
        }
    }

    /// The value under `key`, when this is an object that has it.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The keys of an object, in order; none for anything else.
    package var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.0)
    }

    package var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let number):
            var single = encoder.singleValueContainer()
            // A whole number goes out without ".0", as a schema's limits are written.
            if number.rounded() == number, abs(number) < 1e15 { try single.encode(Int64(number)) } else { try single.encode(number) }
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .array(let values):
            var array = encoder.unkeyedContainer()
            for value in values { try array.encode(value) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try object.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}
