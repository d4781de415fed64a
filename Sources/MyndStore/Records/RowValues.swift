import Foundation
import GRDB
import MyndCore

/// A value in a row that the schema would not admit (a hand-edited file, a newer writer):
/// read as an error, never as a guess. The store reports it as a damaged database.
struct UnreadableValue: Error, CustomStringConvertible {
    var column: String
    var description: String { "unreadable value in column \(column)" }
}

/// Reading mynd's values from a row by column name: a time is integer milliseconds since the
/// epoch, an id whole lowercase text, a kind its raw name.
extension Row {
    func id(_ column: String) throws -> UUID {
        try decode(UUID.self, forColumn: column)
    }

    func time(_ column: String) throws -> Timestamp {
        Timestamp(millisecondsSinceEpoch: try decode(Int64.self, forColumn: column))
    }

    /// A time that may be NULL.
    func time(ifAny column: String) throws -> Timestamp? {
        try decode(Int64?.self, forColumn: column).map(Timestamp.init(millisecondsSinceEpoch:))
    }

    func kind<Kind: RawRepresentable>(_ column: String, as type: Kind.Type = Kind.self) throws -> Kind where Kind.RawValue == String {
        guard let kind = Kind(rawValue: try decode(String.self, forColumn: column)) else { throw UnreadableValue(column: column) }
        return kind
    }

    func value<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        try decode(Value.self, forColumn: column)
    }
}

extension UUID {
    /// How an id is kept: whole lowercase text (the schema checks it).
    var databaseText: String { lowercasedString }
}

extension Timestamp {
    var databaseValue: Int64 { millisecondsSinceEpoch }
}

extension Row {
    /// The part of a row a `ScopeAdapter` named `name` (a joined table's columns).
    func scope(_ name: String) throws -> Row {
        guard let row = scopes[name] else { throw UnreadableValue(column: name) }
        return row
    }
}
