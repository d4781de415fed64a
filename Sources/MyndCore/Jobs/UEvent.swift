/// One kernel uevent as the agent sees it (a `NETLINK_KOBJECT_UEVENT` datagram: a
/// `change@/devices/...` header, then `KEY=VALUE` fields), reduced to what the AC plug-in
/// rule needs. Parsing is pure; reading the socket is the shell's.
package struct UEvent: Equatable, Sendable {
    package var action: String?
    package var subsystem: String?

    package init(action: String?, subsystem: String?) {
        self.action = action
        self.subsystem = subsystem
    }

    /// Reads the `KEY=VALUE` fields (the header and anything else without `=` is skipped).
    package static func parse<Fields: Sequence>(fields: Fields) -> UEvent where Fields.Element: StringProtocol {
        var event = UEvent(action: nil, subsystem: nil)
        for field in fields {
            guard let equals = field.firstIndex(of: "=") else { continue }
            let value = String(field[field.index(after: equals)...])
            switch field[..<equals] {
            case "ACTION": event.action = value
            case "SUBSYSTEM": event.subsystem = value
            default: break
            }
        }
        return event
    }

    /// A kernel datagram: fields separated by NUL bytes.
    package static func parse(datagram bytes: some Collection<UInt8>) -> UEvent {
        parse(fields: bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// A power supply appeared, went or changed (an adapter plugged in or out reports
    /// `change`; a USB-C source may come as `add`/`remove`): worth reading power again.
    /// Whether to act on it is `ProcessingTrigger`'s decision, not this one's.
    package var concernsPower: Bool {
        subsystem == "power_supply" && ["change", "add", "remove"].contains(action ?? "")
    }
}
