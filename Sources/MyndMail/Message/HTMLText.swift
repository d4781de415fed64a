/// The text a person sees in an HTML email, for a reply written only in HTML: the head, styles,
/// scripts and quoted blocks left out (the quote is the original message, not the answer),
/// line breaks where block elements end, tags dropped, entities decoded.
enum HTMLText {
    static func text(_ html: String) -> String {
        var output = ""
        var index = html.startIndex
        // Elements whose whole content is skipped; the count allows nesting.
        var skipping: [String] = []
        while index < html.endIndex {
            let character = html[index]
            guard character == "<" else {
                if skipping.isEmpty { output.append(character) }
                index = html.index(after: index)
                continue
            }
            guard let close = html[index...].firstIndex(of: ">") else { break }
            let tag = html[html.index(after: index)..<close]
            index = html.index(after: close)
            let closing = tag.hasPrefix("/")
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            let attributes = tag.lowercased()
            // Gmail, Apple Mail and Thunderbird quote in a blockquote; Gmail also in a
            // div.gmail_quote, Outlook after a div#divRplyFwdMsg or #appendonsend.
            let quoteStart =
                name == "blockquote" || name == "head" || name == "style" || name == "script"
                || (name == "div"
                    && (attributes.contains("gmail_quote") || attributes.contains("divrplyfwdmsg")
                        || attributes.contains("appendonsend") || attributes.contains("moz-cite-prefix")))
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
