import Foundation

/// What a text sent to Claude must not hold: the names of the people in the graph, their phone
/// numbers, email addresses, IBANs, card numbers and street addresses (and anyone else's).
/// Every piece of user text that goes into a prompt passes through `masked(_:)` first
/// (`ContactMask` for the numbers and addresses).
///
/// The caller gives the people's node texts ("Dr. Amira Haddad, my therapist, +44 7700 900123",
/// "Plumber (Hans Müller)", "Krause, Peter"). Their names are read from them (`PersonLabel`)
/// and found in any text as whole words, without case or accents, alone or together: "Call
/// Lucía", "lucia's birthday", "Dr. Haddad", "Peter Krause" each lose the name. A person saved
/// as a role and a name and nothing more is called by the role ("Ask Hans" becomes "Ask the
/// plumber"); anyone else becomes "a person". A role word is never a name: "Ring the plumber"
/// stays as it is. A name that is also a small word ("Will", "May") is only taken for a name
/// where it is capitalised.
package struct PrivacyMask: Equatable, Sendable {
    package static let person = "a person"

    /// What is masked, as `mynd doctor --privacy` says it (README says the same, with examples).
    package static let whatIsMasked = [
        "the names of the people in your graph, every part, however they are saved (a role and a name in either order, "
            + "last name first, with a title): as \"a person\", or as \"the\" and their role when the entry is just a role "
            + "and a name; role and relation words themselves stay",
        "phone numbers, international or local, after a label or a comma, grouped by spaces, dots, dashes or slashes, "
            + "in any script's digits, as [phone]",
        "email addresses as [email]",
        "IBANs that pass their mod-97 check as [iban], card numbers that pass the Luhn check as [card]",
        "street addresses with a postcode, as written in Germany, Spain, France, the UK and the US, as [address]",
    ]

    /// What a name stands in for: its folded word, and what replaces a run of them.
    struct Name: Equatable, Sendable {
        var replacement: String
        /// The person's role, folded, when `replacement` is it: a role word just before the name
        /// ("the plumber Hans") is kept, and the name dropped.
        var role: String?
    }

    /// Folded name words.
    let names: [String: Name]
    /// Names in scripts without spaces, found inside runs of letters, longest first.
    let unspaced: [String]
    /// People's whole texts on one line, longest first, and what replaces each: a text that
    /// quotes a person's node (a fallback nudge naming its blocker) loses all of it, what it
    /// says about them too.
    let wholeTexts: [WholeText]

    struct WholeText: Equatable, Sendable {
        var text: String
        var replacement: String
    }

    package init(people: [String] = []) {
        var whole: [String: String] = [:]
        var names: [String: Name] = [:]
        var unspaced = Set<String>()
        for person in people {
            let label = PersonLabel(person)
            let name =
                label.plain && !label.names.isEmpty
                ? label.role.map { Name(replacement: "the " + Self.roleText($0), role: WordScan.fold($0)) } : nil
            let replacement = name?.replacement ?? Self.person
            let line = person.excerpt(.max)
            if line.count >= 4 { whole[line] = whole[line].map { $0 == replacement ? $0 : Self.person } ?? replacement }
            for word in label.names {
                if word.contains(where: WordScan.isUnspaced) {
                    unspaced.insert(word)
                } else if let other = names[word], other != (name ?? Name(replacement: Self.person)) {
                    names[word] = Name(replacement: Self.person)  // two people share it: neither's role
                } else {
                    names[word] = name ?? Name(replacement: Self.person)
                }
            }
        }
        self.names = names
        // Longest first, so a full name goes before a part of it.
        self.unspaced = unspaced.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        wholeTexts = whole.map { WholeText(text: $0.key, replacement: $0.value) }
            .sorted { $0.text.count != $1.text.count ? $0.text.count > $1.text.count : $0.text < $1.text }
    }

    /// A role as it reads after "the": lower case unless it is a German noun.
    static func roleText(_ role: String) -> String {
        RoleWords.german.contains(WordScan.fold(role)) && !RoleWords.english.contains(WordScan.fold(role)) ? role : role.lowercased()
    }

    /// The words of a person's name, folded, from their node's text (`PersonLabel`).
    package static func nameWords(of person: String) -> [String] {
        PersonLabel(person).names
    }

    /// `text` with names, phone numbers, email addresses, IBANs, card numbers and street
    /// addresses replaced.
    package func masked(_ text: String) -> String {
        var text = wholeTexts.reduce(text) { Self.withoutQuotes($0, of: $1.text, as: $1.replacement) }
        text = ContactMask.masked(text)
        for name in unspaced { text = text.replacingOccurrences(of: name, with: Self.person) }
        guard !names.isEmpty else { return text }
        let tokens = WordScan.tokens(text)
        var result = ""
        var cursor = text.startIndex
        var index = 0
        while index < tokens.count {
            guard let name = name(tokens[index]) else {
                index += 1
                continue
            }
            // A run of name words ("Lucía Fernández", "Amira-Haddad"), with a title before it.
            var first = index
            if first > 0, Self.titles.contains(tokens[first - 1].folded),
                Self.joins(text[tokens[first - 1].range.upperBound..<tokens[first].range.lowerBound])
            {
                first -= 1
            }
            var last = index
            while last + 1 < tokens.count, self.name(tokens[last + 1]) != nil,
                Self.joins(text[tokens[last].range.upperBound..<tokens[last + 1].range.lowerBound])
            {
                last += 1
            }
            var start = tokens[first].range.lowerBound
            var replacement = name.replacement
            // "the plumber Hans Müller": the role is already there; the name goes.
            if let role = name.role, first > 0, tokens[first - 1].base == role,
                Self.joins(text[tokens[first - 1].range.upperBound..<tokens[first].range.lowerBound])
            {
                start = tokens[first - 1].range.upperBound
                replacement = ""
            }
            guard start >= cursor else {
                index = last + 1
                continue
            }
            result += text[cursor..<start]
            result += replacement
            let lastToken = tokens[last]
            if lastToken.base != lastToken.folded {
                result += text[text.index(lastToken.range.upperBound, offsetBy: -2)..<lastToken.range.upperBound]
            }
            cursor = lastToken.range.upperBound
            index = last + 1
        }
        result += text[cursor...]
        return result
    }

    /// `text` with `person` (a person's whole text) replaced by `replacement`, and any
    /// beginning of it cut short with "…" (how `excerpt` quotes it).
    static func withoutQuotes(_ text: String, of person: String, as replacement: String) -> String {
        var text = text.replacingOccurrences(of: person, with: replacement, options: [.caseInsensitive, .diacriticInsensitive])
        var from = text.startIndex
        while let ellipsis = text[from...].firstIndex(of: "…") {
            let before = text[..<ellipsis]
            guard let length = stride(from: person.count - 1, through: 4, by: -1).first(where: { before.hasSuffix(person.prefix($0)) })
            else {
                from = text.index(after: ellipsis)
                continue
            }
            let start = text.index(ellipsis, offsetBy: -length)
            text.replaceSubrange(start...ellipsis, with: replacement)
            from = text.index(start, offsetBy: replacement.count)
        }
        return text
    }

    /// What the name word `token` stands for, or a hyphenated word with one ("Ana-Lucía",
    /// "Haddad-Smith"); nil when it is not one.
    private func name(_ token: WordToken) -> Name? {
        let parts = token.base.contains("-") ? [token.base] + token.base.split(separator: "-").map(String.init) : [token.base]
        for part in parts {
            if let name = names[part], token.looksLikeAName || !StopWords.contains(part) { return name }
        }
        return nil
    }

    /// Between two words of one name: white space, or a dot or hyphen ("Dr. Haddad").
    private static func joins(_ gap: Substring) -> Bool {
        gap.count <= 3 && gap.allSatisfy { $0 == " " || $0 == "." || $0 == "-" || $0 == "\u{00A0}" }
    }

    /// Words before a name that are part of how it is written.
    static let titles: Set<String> = [
        "dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sir", "dame", "herr", "frau", "sr", "sra", "srta", "don", "dona", "mme",
        "mlle", "monsieur", "madame", "senor", "senora", "tia", "tio", "uncle", "aunt", "tante", "onkel",
    ]
}
