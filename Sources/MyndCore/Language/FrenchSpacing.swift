import Foundation

/// French typography for mynd's own French sentences: a narrow no-break space inside « »
/// and before ? ! ;, a no-break space before :, so no line or notification breaks a mark
/// away from its word. The French tables are written with ordinary spaces and set with this.
enum FrenchSpacing {
    static let narrow = "\u{202F}"
    static let noBreak = "\u{00A0}"

    static func set(_ text: String) -> String {
        text.replacingOccurrences(of: "« ", with: "«" + narrow).replacingOccurrences(of: " »", with: narrow + "»")
            .replacingOccurrences(of: " ?", with: narrow + "?").replacingOccurrences(of: " !", with: narrow + "!")
            .replacingOccurrences(of: " ;", with: narrow + ";").replacingOccurrences(of: " :", with: noBreak + ":")
    }
}
