import MyndTestSupport
import Testing

@testable import MyndCore

// Texts in the format the kernel writes (tabs, padded header, trailing blanks kept).

private let routeHeader =
    "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT                                                       \n"

private func routes(_ rows: String...) -> String {
    routeHeader
        + rows.map { $0 + "                                                                              \n" }.joined()
}

private let wifiDefault = "wlp2s0\t00000000\t0100A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0"
private let wifiLAN = "wlp2s0\t0000A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0"
private let dockerLAN = "docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0"

struct RouteCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: Bool
    var testDescription: String { name }
}

private let ipv4Cases: [RouteCase] = [
    RouteCase(name: "default route via Wi-Fi", text: routes(wifiDefault, wifiLAN), expected: true),
    RouteCase(
        name: "default route listed after other routes", text: routes(dockerLAN, wifiLAN, wifiDefault), expected: true),
    RouteCase(name: "only local networks", text: routes(wifiLAN, dockerLAN), expected: false),
    RouteCase(name: "header only", text: routes(), expected: false),
    RouteCase(name: "empty text", text: "", expected: false),
    RouteCase(
        name: "default route not up (flags 0002)",
        text: routes("eth0\t00000000\t0100A8C0\t0002\t0\t0\t100\t00000000\t0\t0\t0"), expected: false),
    RouteCase(
        name: "default route on lo",
        text: routes("lo\t00000000\t00000000\t0001\t0\t0\t0\t00000000\t0\t0\t0"), expected: false),
    RouteCase(
        name: "unreachable default (RTF_REJECT 0200)",
        text: routes("*\t00000000\t00000000\t0201\t0\t0\t0\t00000000\t0\t0\t0"), expected: false),
    RouteCase(
        name: "VPN half-default 0.0.0.0/1",
        text: routes("tun0\t00000000\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0", wifiLAN), expected: true),
    RouteCase(
        name: "garbage flags", text: routes("eth0\t00000000\t0100A8C0\tzz\t0\t0\t100\t00000000\t0\t0\t0"),
        expected: false),
]

private let v6LinkLocal =
    "fe800000000000000000000000000000 40 00000000000000000000000000000000 00 00000000000000000000000000000000 00000100 00000001 00000000 00000001   wlp2s0"
private let v6Default =
    "00000000000000000000000000000000 00 00000000000000000000000000000000 00 fe80000000000000022618fffe1e7a3d 00000400 00000002 00000000 00450003   wlp2s0"
private let v6Loopback =
    "00000000000000000000000000000001 80 00000000000000000000000000000000 00 00000000000000000000000000000000 00000000 00000003 00000000 80200001       lo"
private let v6LoUnreachable =
    "00000000000000000000000000000000 00 00000000000000000000000000000000 00 00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo"
private let v6Prefix =
    "20010db8000000000000000000000000 20 00000000000000000000000000000000 00 00000000000000000000000000000000 00000100 00000001 00000000 00000001     eth0"

private func lines(_ rows: String...) -> String { rows.map { $0 + "\n" }.joined() }

private let ipv6Cases: [RouteCase] = [
    RouteCase(
        name: "default via router on Wi-Fi", text: lines(v6LinkLocal, v6Default, v6Loopback, v6LoUnreachable),
        expected: true),
    RouteCase(
        name: "only link-local and lo's unreachable default", text: lines(v6LinkLocal, v6Loopback, v6LoUnreachable),
        expected: false),
    RouteCase(name: "a /32 prefix is not a default route", text: lines(v6Prefix), expected: false),
    RouteCase(
        name: "reject default on eth0",
        text: lines(
            "00000000000000000000000000000000 00 00000000000000000000000000000000 00 00000000000000000000000000000000 00000400 00000001 00000000 00000201     eth0"
        ),
        expected: false),
    RouteCase(
        name: "default on lo with RTF_UP",
        text: lines(
            "00000000000000000000000000000000 00 00000000000000000000000000000000 00 00000000000000000000000000000000 00000400 00000001 00000000 00000001       lo"
        ),
        expected: false),
    RouteCase(name: "empty text", text: "", expected: false),
]

@Suite(.timed) struct NetworkStateJobsTests {
    @Test(arguments: ipv4Cases)
    func ipv4(_ c: RouteCase) {
        #expect(NetworkState.hasDefaultRoute(ipv4Routes: c.text) == c.expected)
    }

    @Test(arguments: ipv6Cases)
    func ipv6(_ c: RouteCase) {
        #expect(NetworkState.hasDefaultRoute(ipv6Routes: c.text) == c.expected)
    }

    @Test func ipv4_columnsFoundByHeaderNames() {
        let reordered = "Destination Iface Flags\n00000000 eth0 0003\n"
        #expect(NetworkState.hasDefaultRoute(ipv4Routes: reordered))
        #expect(!NetworkState.hasDefaultRoute(ipv4Routes: "Destination Iface Flags\n00000000 lo 0003\n"))
    }

    @Test func from_bothTables_listsEachInterfaceOnce() {
        let state = NetworkState.from(
            ipv4Routes: routes(wifiDefault, "tun0\t00000000\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0"),
            ipv6Routes: lines(v6Default, v6LoUnreachable))
        #expect(state.defaultRouteInterfaces == ["tun0", "wlp2s0"])
        #expect(state.online)
        #expect(state.summary == "online (tun0, wlp2s0)")
    }

    @Test func from_ipv6Only_isOnline() {
        let state = NetworkState.from(ipv4Routes: routes(wifiLAN), ipv6Routes: lines(v6Default))
        #expect(state == NetworkState(defaultRouteInterfaces: ["wlp2s0"]))
    }

    @Test func from_noTables_isOffline() {
        let state = NetworkState.from(ipv4Routes: nil, ipv6Routes: nil)
        #expect(!state.online)
        #expect(state.summary == "offline: no default route")
    }
}
