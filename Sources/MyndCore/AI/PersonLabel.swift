import Foundation

/// How a person's node text reads, the ways people save a contact: a role and a name in either
/// order ("Plumber (Hans Müller)", "Landlord - Gisela Brandt", "Hans Müller (plumber)"), a name
/// in the order of a list ("Krause, Peter"), a title ("Dr. Lee"), a relation alone ("Oma"),
/// a name and a description ("Neighbour Ana, who has a spare spade"), contact details after it.
///
/// The text is cut into pieces at brackets, commas, semicolons, colons, slashes, bars, line
/// breaks and spaced dashes. In each piece, titles, role words and small words before the name
/// are passed over (the first role word is kept as the role), then the run of capitalised words
/// is the name ("von", "de", "van" may join it); a piece with more after that, or a phone
/// number or address anywhere, makes the text more than a role and a name.
struct PersonLabel: Equatable {
    /// The first role word, as written ("Plumber"); nil when there is none.
    var role: String?
    /// The name's words, folded ("hans", "muller"), with the parts of hyphenated ones.
    var names: [String] = []
    /// Whether the text is a role and a name and nothing more: then the person can be called
    /// by the role without saying anything else the text says.
    var plain = true

    /// Name particles that may stand inside a name, written small.
    static let particles: Set<String> = [
        "von", "van", "der", "den", "de", "del", "della", "di", "da", "du", "dos", "das", "la", "le", "bin", "ibn", "al", "el",
        "ter", "ten", "zu", "y",
    ]
    static let separators: Set<Character> = ["(", ")", "[", "]", ",", ";", ":", "|", "/", "\n", "\r"]

    init(_ text: String) {
        var part = Substring(text)
        // Contact details end the name part, and say more than a role and a name.
        for mark in ["+", "<", "@"] {
            if let range = part.range(of: mark) {
                part = part[..<range.lowerBound]
                plain = false
            }
        }
        if part.contains(where: \.isNumber) { plain = false }
        let anyCapital = part.contains { $0.isUppercase }
        for piece in Self.pieces(part) {
            read(String(piece), lowercaseNames: !anyCapital)
            if names.count >= 5 { break }
        }
        if names.isEmpty && role == nil { plain = false }
    }

    /// `text` cut at the separators and at dashes with a space on either side.
    static func pieces(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let spacedDash =
                (character == "-" || character == "–" || character == "—") && index > text.startIndex
                && text[text.index(before: index)] == " "
            if separators.contains(character) || spacedDash {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        pieces.append(text[start...])
        return pieces.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// One piece: what stands before the name, the name, and what is left.
    private mutating func read(_ piece: String, lowercaseNames: Bool) {
        let tokens = WordScan.tokens(piece)
        var index = 0
        // Small words may come first ("my", "meine"), not after a role or title: "Kollege aus
        // der Buchhaltung" is a role and a description, not a name.
        var afterRole = false
        while index < tokens.count, !startsName(tokens, at: index, lowercaseNames: lowercaseNames) {
            let token = tokens[index]
            if PrivacyMask.titles.contains(token.base) {
                afterRole = true
            } else if RoleWords.contains(token.base) {
                if role == nil { role = String(piece[token.range]) }
                afterRole = true
            } else if !StopWords.contains(token.base) || afterRole {
                plain = false
                return
            }
            index += 1
        }
        while index < tokens.count {
            let token = tokens[index]
            if isNameWord(token, lowercaseNames: lowercaseNames) {
                add(token)
            } else if !(Self.particles.contains(token.base) && index + 1 < tokens.count && tokens[index + 1].looksLikeAName) {
                break
            }
            index += 1
        }
        for token in tokens[index...] {
            if RoleWords.contains(token.base) {
                if role == nil { role = String(piece[token.range]) }
            } else if !StopWords.contains(token.base) && !PrivacyMask.titles.contains(token.base) {
                plain = false
            }
        }
    }

    /// Whether the name starts at `index`: a name word that is not a role or title, and, when
    /// it is also a small word ("Will", "May", "My"), followed by another name word or alone.
    private func startsName(_ tokens: [WordToken], at index: Int, lowercaseNames: Bool) -> Bool {
        let token = tokens[index]
        guard isNameWord(token, lowercaseNames: lowercaseNames), !RoleWords.contains(token.base),
            !PrivacyMask.titles.contains(token.base)
        else { return false }
        guard StopWords.contains(token.base) else { return true }
        if tokens.count == 1 { return token.looksLikeAName }
        return index + 1 < tokens.count && tokens[index + 1].looksLikeAName && !RoleWords.contains(tokens[index + 1].base)
            && !PrivacyMask.titles.contains(tokens[index + 1].base)
    }

    private func isNameWord(_ token: WordToken, lowercaseNames: Bool) -> Bool {
        guard token.folded.count > 1, !token.folded.contains(where: \.isNumber) else { return false }
        return token.looksLikeAName || (lowercaseNames && !StopWords.contains(token.base) && !RoleWords.contains(token.base))
    }

    private mutating func add(_ token: WordToken) {
        let parts = token.base.contains("-") ? [token.base] + token.base.split(separator: "-").map(String.init) : [token.base]
        for part in parts where part.count > 1 && !names.contains(part) { names.append(part) }
    }
}
