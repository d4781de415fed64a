/// The text a person sees in an HTML email, for a reply written only in HTML, without the
/// message it quotes: the quote is mynd's own email, and a "done" in it is not the person's.
/// Line breaks where block elements end, tags dropped, entities decoded.
///
/// What mail clients wrap the quote in:
/// - Gmail: `div.gmail_quote` (the attribution and a `blockquote.gmail_quote`);
/// - Apple Mail, Thunderbird: `blockquote type="cite"` (every blockquote is skipped);
/// - Thunderbird writes its attribution line in `div.moz-cite-prefix` just before the
///   blockquote; that div is read, as some replies end up written inside it, and the reply
///   reader stops at the attribution line ("… wrote:");
/// - Outlook (on the web, new Outlook): `div#appendonsend`, then a `div#divRplyFwdMsg` with the
///   original's From/Sent/To/Subject, and the original after that block, not inside it: the
///   text stops at the first of them.
/// Comments, the head, styles and scripts are never text.
enum HTMLText {
    static func text(_ html: String) -> String {
        var output = ""
        var index = html.startIndex
        // Elements whose whole content is skipped; the count allows nesting.
        var skipping: [String] = []
        while index < html.endIndex {
            let character = html[index]
            guard character == "<" else {
                // A line break in the source is white space, as a browser shows it; the
                // lines are where the elements break them.
                if skipping.isEmpty { output.append(character.isNewline || character == "\t" ? " " : character) }
                index = html.index(after: index)
                continue
            }
            if html[index...].hasPrefix("<!--") {
                // A comment (Outlook's conditional ones hold markup) is never text.
                guard let end = commentEnd(html, from: index) else { break }
                index = end
                continue
            }
            guard let close = tagEnd(html, from: index) else { break }
            let tag = html[html.index(after: index)..<close]
            index = html.index(after: close)
            let closing = tag.hasPrefix("/")
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            let attributes = tag.lowercased()
            if !closing, skipping.isEmpty, name == "div" || name == "span",
                attributes.contains("divrplyfwdmsg") || attributes.contains("appendonsend")
            {
                break
            }
            let quoteStart =
                name == "blockquote" || name == "head" || name == "style" || name == "script"
                || (name == "div" && attributes.contains("gmail_quote"))
            if !closing, quoteStart, !tag.hasSuffix("/") {
                skipping.append(name)
                continue
            }
            if closing, let last = skipping.last, last == name {
                skipping.removeLast()
                continue
            }
            if !closing, !skipping.isEmpty, name == skipping.last { skipping.append(name) }
            if skipping.isEmpty, ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "hr"].contains(name) { output.append("\n") }
        }
        return entities(output)
    }

    /// The `>` that ends the tag opening at `start`, past any `>` inside a quoted attribute
    /// value (`title="a>b"`); nil when the tag never ends.
    private static func tagEnd(_ html: String, from start: String.Index) -> String.Index? {
        var quote: Character?
        var index = html.index(after: start)
        while index < html.endIndex {
            let character = html[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            }
            index = html.index(after: index)
        }
        return nil
    }

    /// Just past the `-->` that ends the comment opening at `start`; nil when none does.
    private static func commentEnd(_ html: String, from start: String.Index) -> String.Index? {
        var index = html.index(start, offsetBy: 4)
        while index < html.endIndex {
            if html[index...].hasPrefix("-->") { return html.index(index, offsetBy: 3) }
            index = html.index(after: index)
        }
        return nil
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]

    private static func entities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                if let value = named[name.lowercased()] ?? number(name) {
                    output += value
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            output += "&"
            rest = after
        }
        return output + rest
    }

    private static func number(_ name: String) -> String? {
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
