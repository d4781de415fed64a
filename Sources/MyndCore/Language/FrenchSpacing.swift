import Foundation

/// French typography for mynd's own French sentences: a narrow no-break space inside « »
/// and before : ; ! ?, the same everywhere, so no line or notification breaks a mark away
/// from its word and no two texts space one mark differently. The French tables are written
/// with ordinary spaces and set with this.
enum FrenchSpacing {
    static let narrow = "\u{202F}"

    static func set(_ text: String) -> String {
        text.replacingOccurrences(of: "« ", with: "«" + narrow).replacingOccurrences(of: " »", with: narrow + "»")
            .replacingOccurrences(of: " ?", with: narrow + "?").replacingOccurrences(of: " !", with: narrow + "!")
            .replacingOccurrences(of: " ;", with: narrow + ";").replacingOccurrences(of: " :", with: narrow + ":")
    }
}
