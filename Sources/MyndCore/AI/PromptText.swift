/// User text as it goes into a prompt: masked (`PrivacyMask`), cut to its length, and escaped,
/// so that no text can close a tag or open another (`</goal><history>…` stays words inside
/// `<goal>`). `&`, `<`, `>` and `"` become `&amp;`, `&lt;`, `&gt;` and `&quot;`, which a model
/// reads back as the characters; the system prompt says that what is between tags is the
/// person's data.
package enum PromptText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` masked, shortened to `limit` characters (`excerpt`) and escaped: masked before it
    /// is cut, so that no part of a number is left, and escaped after, so that no escape is cut.
    package static func sent(_ text: String, limit: Int, mask: PrivacyMask) -> String {
        escaped(mask.masked(text).excerpt(limit))
    }
}
