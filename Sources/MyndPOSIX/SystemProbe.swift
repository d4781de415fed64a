import Foundation
package import MyndCore

/// Reads the machine's power and network state from the kernel's files; the decisions about
/// them are pure (`PowerState`, `NetworkState`, `JobGate`).
package struct SystemProbe {
    /// `/sys/class/power_supply` unless the config or `MYND_POWER_SUPPLY_DIR` names another
    /// folder in the same format (how tests plug a laptop in and out).
    var supplyDir: String
    var routeFiles = (ipv4: "/proc/net/route", ipv6: "/proc/net/ipv6_route")

    /// `configuredSupplyDir` is `[power] supply_dir`, nil when not set.
    package init(configuredSupplyDir: String?, environment: [String: String]) {
        supplyDir =
            environment["MYND_POWER_SUPPLY_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? configuredSupplyDir ?? "/sys/class/power_supply"
        if let routes = environment["MYND_NET_ROUTE_FILE"], !routes.isEmpty {
            routeFiles = (routes, routes + "6")
        }
    }

    package func power() -> PowerState {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: supplyDir)) ?? []
        let supplies = names.sorted().map { name -> PowerSupply in
            var attributes: [String: String] = [:]
            for file in ["type", "online", "status", "capacity", "scope", "present"] {
                if let data = FileManager.default.contents(atPath: "\(supplyDir)/\(name)/\(file)"),
                    let text = String(data: data, encoding: .utf8)
                {
                    attributes[file] = text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            return PowerSupply(name: name, attributes: attributes)
        }
        return PowerState.from(supplies)
    }

    package func network() -> NetworkState {
        func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        }
        return NetworkState.from(ipv4Routes: read(routeFiles.ipv4), ipv6Routes: read(routeFiles.ipv6))
    }
}
