internal import CMyndSystemd
internal import Glibc

/// A value read from a variant (`v`): the basic types properties carry; anything else is
/// skipped and read as `.other`.
enum BusValue: Equatable {
    case bool(Bool)
    case uint64(UInt64)
    case uint32(UInt32)
    case string(String)
    /// An object path (`o`).
    case path(String)
    /// A `(so)` pair, as logind's `Display` and `Seat` (id and object path).
    case idAndPath(String, String)
    case other
}

extension BusMessage {
    /// Reads an object path (`o`).
    func readObjectPath() throws(BusError) -> String {
        var pointer: UnsafePointer<CChar>?
        try read("o", into: &pointer)
        guard let pointer else { throw .unexpectedReply(operation: operation, signature: signature) }
        return String(cString: pointer)
    }

    /// Reads a variant (`v`) whose contents are one of `BusValue`'s; skips any other.
    func readVariant() throws(BusError) -> BusValue {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let peeked = mynd_sd_bus_message_peek_type(handle, &type, &contents)
        try BusError.check(peeked, "\(operation): peek v")
        guard peeked > 0, type == CChar(bitPattern: UInt8(ascii: "v")), let contents else {
            throw .unexpectedReply(operation: operation, signature: signature)
        }
        let inner = String(cString: contents)
        try BusError.check(mynd_sd_bus_message_enter_container(handle, type, contents), "\(operation): enter v")
        let value: BusValue
        switch inner {
        case "b": value = .bool(try readBool())
        case "t":
            var number: UInt64 = 0
            try read("t", into: &number)
            value = .uint64(number)
        case "u": value = .uint32(try readUInt32())
        case "s": value = .string(try readString())
        case "o": value = .path(try readObjectPath())
        case "(so)":
            try BusError.check(
                mynd_sd_bus_message_enter_container(handle, CChar(bitPattern: UInt8(ascii: "r")), "so"), "\(operation): enter (so)")
            value = .idAndPath(try readString(), try readObjectPath())
            try BusError.check(mynd_sd_bus_message_exit_container(handle), "\(operation): leave (so)")
        default:
            try BusError.check(mynd_sd_bus_message_skip(handle, inner), "\(operation): skip \(inner)")
            value = .other
        }
        try BusError.check(mynd_sd_bus_message_exit_container(handle), "\(operation): leave v")
        return value
    }

    /// Reads an `a{sv}` (a `GetAll` reply, a `PropertiesChanged` signal's changes).
    func readProperties() throws(BusError) -> [String: BusValue] {
        let entered = mynd_sd_bus_message_enter_container(handle, CChar(bitPattern: UInt8(ascii: "a")), "{sv}")
        try BusError.check(entered, "\(operation): read a{sv}")
        guard entered > 0 else { throw .unexpectedReply(operation: operation, signature: signature) }
        var properties: [String: BusValue] = [:]
        while true {
            let entry = mynd_sd_bus_message_enter_container(handle, CChar(bitPattern: UInt8(ascii: "e")), "sv")
            try BusError.check(entry, "\(operation): read {sv}")
            if entry == 0 { break }
            let name = try readString()
            properties[name] = try readVariant()
            try BusError.check(mynd_sd_bus_message_exit_container(handle), "\(operation): leave {sv}")
        }
        try BusError.check(mynd_sd_bus_message_exit_container(handle), "\(operation): leave a{sv}")
        return properties
    }

    /// The object path a signal came from.
    var path: String? {
        mynd_sd_bus_message_get_path(handle).map { String(cString: $0) }
    }
}
