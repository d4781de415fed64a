import Foundation
import MyndCore
@testable import MyndDelivery
import MyndSystemd
import MyndTestSupport
import Testing

/// The desktop entry `make install` puts in share/applications: what the notifications'
/// `desktop-entry` hint names (GNOME lists apps in its notification settings by it), and the
/// icon they show.
@Suite(.timed) struct DesktopEntryTests {
    static let share = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("share")

    @Test func theEntry_matchesTheHint_andNamesTheIcon() throws {
        let text = try String(contentsOf: Self.share.appendingPathComponent("mynd.desktop"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "[Desktop Entry]")
        var keys: [String: String] = [:]
        for line in lines.dropFirst() where line.contains("=") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            #expect(keys[parts[0]] == nil, "\(parts[0]) twice")
            keys[parts[0]] = parts[1]
        }
        #expect(keys["Type"] == "Application" && keys["Name"] == "mynd" && keys["Icon"] == "mynd")
        #expect(keys["Exec"]?.hasPrefix("mynd ") == true)
        let item = OutboxItem(
            kind: .followup, ref: "x", channel: .desktop, title: "Plant the garden", body: "Still?",
            notBefore: Timestamp(millisecondsSinceEpoch: 0),
            createdAt: Timestamp(millisecondsSinceEpoch: 0))
        let request = DesktopNotification.request(for: item, replacesID: 0, actions: false, markup: false)
        #expect(request.hints.desktopEntry == "mynd", "the hint names mynd.desktop")
        #expect(request.appIcon == keys["Icon"])
        // The icon is an SVG a theme can scale.
        let icon = try String(contentsOf: Self.share.appendingPathComponent("mynd.svg"), encoding: .utf8)
        #expect(icon.hasPrefix("<svg") && icon.contains("viewBox"))
    }
}
