internal import CMyndSystemd
internal import Glibc

/// Owns one reference to an `sd_bus_message` and writes or reads its arguments.
///
/// Built on the non-variadic `sd_bus_message_append_basic` / `open_container` and
/// `sd_bus_message_read_basic` / `enter_container`, so no C shim is needed and each
/// argument's type is checked by Swift rather than by a format string.
final class BusMessage {
    let handle: OpaquePointer
    /// Names the message in errors ("Notify", "NameHasOwner").
    let operation: String

    /// Adopts a message the caller already holds a reference to (a `new_*` result).
    init(adopting handle: OpaquePointer, operation: String) {
        self.handle = handle
        self.operation = operation
    }

    /// Takes a new reference to a message sd-bus lends to a callback.
    init(borrowing handle: OpaquePointer, operation: String) {
        self.handle = mynd_sd_bus_message_ref(handle)
        self.operation = operation
    }

    deinit {
        mynd_sd_bus_message_unref(handle)
    }

    /// The message's full signature, e.g. "us"; "" when it has no arguments.
    var signature: String {
        mynd_sd_bus_message_get_signature(handle, 1).map { String(cString: $0) } ?? ""
    }

    func hasSignature(_ signature: String) -> Bool {
        mynd_sd_bus_message_has_signature(handle, signature) > 0
    }

    func isSignal(interface: String, member: String) -> Bool {
        mynd_sd_bus_message_is_signal(handle, interface, member) > 0
    }

    // MARK: Writing

    func append(_ value: String) throws(BusError) {
        let code = value.withCString { mynd_sd_bus_message_append_basic(handle, Self.type("s"), $0) }
        try BusError.check(code, "\(operation): append string")
    }

    func append(_ value: UInt32) throws(BusError) {
        var value = value
        try BusError.check(mynd_sd_bus_message_append_basic(handle, Self.type("u"), &value), "\(operation): append u")
    }

    func append(_ value: Int32) throws(BusError) {
        var value = value
        try BusError.check(mynd_sd_bus_message_append_basic(handle, Self.type("i"), &value), "\(operation): append i")
    }

    func append(_ value: UInt8) throws(BusError) {
        var value = value
        try BusError.check(mynd_sd_bus_message_append_basic(handle, Self.type("y"), &value), "\(operation): append y")
    }

    /// Appends an `as`.
    func append(_ values: [String]) throws(BusError) {
        try openContainer("a", contents: "s")
        for value in values { try append(value) }
        try closeContainer()
    }

    /// Appends an `a{sv}` whose values are the few basic types hints use.
    func append(_ dictionary: [(key: String, value: BusVariant)]) throws(BusError) {
        try openContainer("a", contents: "{sv}")
        for (key, value) in dictionary {
            try openContainer("e", contents: "sv")
            try append(key)
            switch value {
            case .byte(let byte):
                try openContainer("v", contents: "y")
                try append(byte)
            case .string(let string):
                try openContainer("v", contents: "s")
                try append(string)
            case .boolean(let flag):
                try openContainer("v", contents: "b")
                // sd-bus reads a boolean from an int.
                var value: Int32 = flag ? 1 : 0
                try BusError.check(mynd_sd_bus_message_append_basic(handle, Self.type("b"), &value), "\(operation): append b")
            }
            try closeContainer()
            try closeContainer()
        }
        try closeContainer()
    }

    private func openContainer(_ type: Character, contents: String) throws(BusError) {
        let code = mynd_sd_bus_message_open_container(handle, Self.type(type), contents)
        try BusError.check(code, "\(operation): open \(type)\(contents)")
    }

    private func closeContainer() throws(BusError) {
        try BusError.check(mynd_sd_bus_message_close_container(handle), "\(operation): close container")
    }

    // MARK: Reading

    /// Reads the next argument as a string; a type mismatch or a missing argument is an
    /// `unexpectedReply`, never a crash.
    func readString() throws(BusError) -> String {
        var pointer: UnsafePointer<CChar>?
        try read("s", into: &pointer)
        guard let pointer else { throw unexpected() }
        return String(cString: pointer)
    }

    func readUInt32() throws(BusError) -> UInt32 {
        var value: UInt32 = 0
        try read("u", into: &value)
        return value
    }

    func readBool() throws(BusError) -> Bool {
        // D-Bus booleans travel as 32-bit integers; sd-bus hands them out as C int.
        var value: Int32 = 0
        try read("b", into: &value)
        return value != 0
    }

    /// Reads a `h` (a Unix file descriptor) and returns a duplicate the caller owns: the
    /// one in the message is the message's, closed when it is freed. The duplicate is
    /// close-on-exec, so no child of ours inherits it by accident.
    func readFileDescriptor() throws(BusError) -> Int32 {
        var borrowed: Int32 = -1
        try read("h", into: &borrowed)
        let owned = fcntl(borrowed, F_DUPFD_CLOEXEC, 3)
        guard owned >= 0 else { throw .system(operation: "\(operation): duplicate fd", errno: errno) }
        return owned
    }

    /// Appends a `h`; sd-bus duplicates `descriptor`, so the caller still owns (and closes) it.
    func append(fileDescriptor descriptor: Int32) throws(BusError) {
        var value = descriptor
        try BusError.check(mynd_sd_bus_message_append_basic(handle, Self.type("h"), &value), "\(operation): append h")
    }

    /// Reads the leading string arguments (stops at the first that is not one).
    func readLeadingStrings() -> [String] {
        var strings: [String] = []
        while let next = try? readString() { strings.append(next) }
        return strings
    }

    /// Reads an `as`.
    func readStrings() throws(BusError) -> [String] {
        let entered = mynd_sd_bus_message_enter_container(handle, Self.type("a"), "s")
        try BusError.check(entered, "\(operation): read as")
        guard entered > 0 else { throw unexpected() }
        var strings: [String] = []
        while true {
            var pointer: UnsafePointer<CChar>?
            let code = mynd_sd_bus_message_read_basic(handle, Self.type("s"), &pointer)
            try checkRead(code)
            guard code > 0, let pointer else { break }
            strings.append(String(cString: pointer))
        }
        try BusError.check(mynd_sd_bus_message_exit_container(handle), "\(operation): leave as")
        return strings
    }

    func read<Value>(_ type: Character, into value: inout Value) throws(BusError) {
        let code = withUnsafeMutablePointer(to: &value) { mynd_sd_bus_message_read_basic(handle, Self.type(type), $0) }
        try checkRead(code)
        // 0 means "no more arguments": the reply is shorter than the protocol says.
        if code == 0 { throw unexpected() }
    }

    /// sd-bus answers a read of the wrong type with -ENXIO; that is the peer's mistake,
    /// so it is reported as an unexpected reply rather than a system error.
    private func checkRead(_ code: Int32) throws(BusError) {
        if code == -ENXIO || code == -EBADMSG { throw unexpected() }
        try BusError.check(code, "\(operation): read")
    }

    private func unexpected() -> BusError {
        .unexpectedReply(operation: operation, signature: signature)
    }

    /// A D-Bus type code as the C `char` sd-bus expects.
    private static func type(_ code: Character) -> CChar {
        CChar(bitPattern: code.asciiValue ?? 0)
    }
}
