/// Whether the machine can probably reach the network, decided cheaply and locally from the
/// kernel's routing tables: a default route exists (processing needs network).
///
/// It is a hint, not a guarantee — a captive portal still has a default route — but it
/// costs no packets, and a failed request later falls back anyway.
///
/// IPv4 (`/proc/net/route`, one header line then one row per route, hexadecimal fields):
/// a row counts when its `Destination` is `00000000`, its `Flags` have RTF_UP (0x0001) set
/// and RTF_REJECT (0x0200, an `unreachable` route) clear, and its interface is not `lo`.
/// The mask is not checked, so a VPN's `0.0.0.0/1` half-default route also counts.
///
/// IPv6 (`/proc/net/ipv6_route`, no header; destination, prefix length, source, source
/// prefix length, next hop, metric, reference count, use count, flags, interface): a row
/// counts when the destination is 32 zeros, its prefix length `00`, its flags have RTF_UP
/// set and RTF_REJECT clear, and its interface is not `lo` (the kernel keeps an
/// unreachable default route on `lo`).
package struct NetworkState: Equatable, Sendable {
    /// Interfaces that carry a usable default route, sorted, without duplicates.
    package var defaultRouteInterfaces: [String]

    package init(defaultRouteInterfaces: [String]) {
        self.defaultRouteInterfaces = defaultRouteInterfaces
    }

    /// A default route exists on some interface.
    package var online: Bool { !defaultRouteInterfaces.isEmpty }

    /// For `mynd status`: "online (wlan0)" or "offline: no default route".
    package var summary: String {
        online ? "online (\(defaultRouteInterfaces.joined(separator: ", ")))" : "offline: no default route"
    }

    /// Reads both tables; either text may be nil (file missing, IPv6 disabled).
    package static func from(ipv4Routes: String?, ipv6Routes: String?) -> NetworkState {
        let names =
            (ipv4Routes.map(ipv4DefaultRouteInterfaces) ?? [])
            + (ipv6Routes.map(ipv6DefaultRouteInterfaces) ?? [])
        return NetworkState(defaultRouteInterfaces: Array(Set(names)).sorted())
    }

    /// True when the text of `/proc/net/route` holds a usable default route.
    package static func hasDefaultRoute(ipv4Routes text: String) -> Bool {
        !ipv4DefaultRouteInterfaces(text).isEmpty
    }

    /// True when the text of `/proc/net/ipv6_route` holds a usable default route.
    package static func hasDefaultRoute(ipv6Routes text: String) -> Bool {
        !ipv6DefaultRouteInterfaces(text).isEmpty
    }

    static let rtfUp = 0x0001
    static let rtfReject = 0x0200

    static func usable(flags: Int, interface: String) -> Bool {
        flags & rtfUp != 0 && flags & rtfReject == 0 && interface != "lo"
    }

    /// Interfaces of the default-route rows of `/proc/net/route`. Columns are found by the
    /// header's names when present (Iface, Destination, Flags), else by the kernel's order.
    static func ipv4DefaultRouteInterfaces(_ text: String) -> [String] {
        var iface = 0
        var destination = 1
        var flags = 3
        var result: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if fields.contains("Iface"), fields.contains("Destination") {
                iface = fields.firstIndex(of: "Iface") ?? iface
                destination = fields.firstIndex(of: "Destination") ?? destination
                flags = fields.firstIndex(of: "Flags") ?? flags
                continue
            }
            guard fields.count > max(iface, destination, flags),
                fields[destination] == "00000000",
                let value = Int(fields[flags], radix: 16),
                usable(flags: value, interface: fields[iface])
            else { continue }
            result.append(fields[iface])
        }
        return result
    }

    /// Interfaces of the default-route rows of `/proc/net/ipv6_route`.
    static func ipv6DefaultRouteInterfaces(_ text: String) -> [String] {
        var result: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard fields.count >= 10,
                fields[0] == String(repeating: "0", count: 32), fields[1] == "00",
                let value = Int(fields[8], radix: 16),
                usable(flags: value, interface: fields[9])
            else { continue }
            result.append(fields[9])
        }
        return result
    }
}
