/// Phone numbers and email addresses, found in a text and replaced by `[phone]` and `[email]`
/// before the text leaves the machine (a prompt for Claude).
///
/// A phone number is a run of digit groups joined by single separators (space, `-`, `.`, `/`,
/// parentheses), optionally after `+`: international (`+34 612 345 678`, `0049 176 12345678`),
/// with an area code in parentheses (`(555) 123-4567`), or local (`0176 12345678`,
/// `06 12 34 56 78`, `555-1234`). Nine digits or more count as a number to hide, whatever their
/// grouping; seven or eight only in a phone's usual shapes. What is not a phone stays: dates
/// (`2026-11-20`, `20.11.2026`, `11/20/2026`), times (`14:30`), prices (`$1 234 567`,
/// `12 500 000 €`), years and year ranges, decimals, IP addresses, and ids with letters
/// (`3f2a`). A long number that is none of these (an order number) is hidden too: a wrong
/// guess there costs a few words of context, the other way a person's number.
package enum ContactMask {
    package static let phone = "[phone]"
    package static let email = "[email]"

    /// `text` with every email address and phone number replaced.
    package static func masked(_ text: String) -> String {
        // `local@domain.tld`, letters of any script allowed.
        let emails = text.replacing(/[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/) { _ in email }
        return maskingPhones(emails)
    }

    static let separators: Set<Character> = [" ", "-", ".", "/", "\u{00A0}"]
    static let currencies: Set<Character> = ["$", "€", "£", "¥", "₹", "₽", "₩", "¢", "%"]
    static let currencyWords: Set<String> = ["eur", "euro", "euros", "usd", "gbp", "chf", "dollar", "dollars", "pesos", "yen"]

    static func maskingPhones(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let candidate = Candidate(characters, from: index) {
                if candidate.isPhone(in: characters) {
                    result += phone
                } else {
                    result += String(characters[index..<candidate.end])
                }
                index = candidate.end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// A run that might be a phone number: digit groups and what joins them.
    struct Candidate {
        var start: Int
        var end: Int
        var plus = false
        var parenthesis = false
        /// The length of each run of digits, in order.
        var groups: [Int] = []
        /// The separators other than spaces that join the groups.
        var marks: Set<Character> = []
        var firstDigits = ""

        /// The candidate starting at `start`, or nil when none starts there: a number starts at
        /// `+`, `(` or a digit that does not continue a word, a number or an amount.
        init?(_ text: [Character], from start: Int) {
            let first = text[start]
            guard
                first.isASCIIDigit || ((first == "+" || first == "(") && start + 1 < text.count && text[start + 1].isASCIIDigit)
                    || (first == "+" && start + 2 < text.count && text[start + 1] == "(" && text[start + 2].isASCIIDigit)
            else { return nil }
            if start > 0 {
                let before = text[start - 1]
                if before.isLetter || before.isNumber || before == "_" || before == "#" || before == "," || before == "."
                    || before == "/" || before == "\\" || before == ":" || ContactMask.currencies.contains(before)
                {
                    return nil
                }
            }
            self.start = start
            var index = start
            if first == "+" {
                plus = true
                index += 1
            }
            while index < text.count {
                if text[index] == "(" {
                    parenthesis = true
                    index += 1
                }
                var length = 0
                while index < text.count, text[index].isASCIIDigit {
                    if groups.isEmpty { firstDigits.append(text[index]) }
                    length += 1
                    index += 1
                }
                guard length > 0 else { return nil }
                groups.append(length)
                if index < text.count, text[index] == ")" {
                    parenthesis = true
                    index += 1
                }
                // What joins this group to the next: at most three separators, one of them
                // not a space, then a digit or an opening parenthesis.
                var next = index
                var joining: Set<Character> = []
                while next < text.count, next - index < 3, ContactMask.separators.contains(text[next]) {
                    if text[next] != " " && text[next] != "\u{00A0}" { joining.insert(text[next]) }
                    next += 1
                }
                guard next > index || text[index - 1] == ")", joining.count <= 1,
                    next < text.count, text[next].isASCIIDigit || text[next] == "("
                else { break }
                marks.formUnion(joining)
                index = next
            }
            end = index
        }

        var digits: Int { groups.reduce(0, +) }

        /// Whether the run is a phone number to hide, looking at what surrounds it too.
        func isPhone(in text: [Character]) -> Bool {
            if followedByWordOrAmount(text) || precededByAmount(text) { return false }
            let count = digits
            guard (7...15).contains(count) else { return false }
            if isDate || isYears || isDecimal || isAddress { return false }
            if plus || (firstDigits.hasPrefix("00") && count >= 9) { return true }
            if count >= 9 { return true }
            // Seven or eight digits: only in a phone's shapes.
            if parenthesis { return true }
            if groups == [3, 4] && marks == ["-"] { return true }
            if groups.count >= 4 && groups.allSatisfy({ $0 == 2 }) { return true }
            return false
        }

        /// A letter right after it (`12h`, `3f2a`), a time (`10:30`), a unit or a currency.
        private func followedByWordOrAmount(_ text: [Character]) -> Bool {
            guard end < text.count else { return false }
            let next = text[end]
            if next.isLetter || next == "_" || ContactMask.currencies.contains(next) { return true }
            if next == ":" || next == "h", end + 1 < text.count, text[end + 1].isASCIIDigit { return true }
            if next == "," && end + 1 < text.count && text[end + 1].isASCIIDigit { return true }
            // "12 500 000 €", "1 234 EUR"
            var index = end
            while index < text.count, text[index] == " " || text[index] == "\u{00A0}" { index += 1 }
            guard index > end, index < text.count else { return false }
            if ContactMask.currencies.contains(text[index]) { return true }
            var word = ""
            while index < text.count, text[index].isLetter {
                word.append(text[index])
                index += 1
            }
            return ContactMask.currencyWords.contains(word.lowercased())
        }

        /// "$ 1 234 567", "EUR 12 500 000".
        private func precededByAmount(_ text: [Character]) -> Bool {
            var index = start - 1
            while index >= 0, index >= start - 2, text[index] == " " || text[index] == "\u{00A0}" { index -= 1 }
            guard index >= 0 else { return false }
            if ContactMask.currencies.contains(text[index]) { return true }
            var word = ""
            while index >= 0, text[index].isLetter {
                word.insert(text[index], at: word.startIndex)
                index -= 1
            }
            return ContactMask.currencyWords.contains(word.lowercased())
        }

        /// 2026-11-20, 20.11.2026, 11/20/26: three groups joined by one kind of mark.
        private var isDate: Bool {
            guard groups.count == 3, marks.count == 1, !plus, !parenthesis else { return false }
            return groups == [4, 2, 2] || groups == [4, 1, 1] || groups == [4, 2, 1] || groups == [4, 1, 2]
                || (groups[0] <= 2 && groups[1] <= 2 && (groups[2] == 2 || groups[2] == 4))
        }

        /// 2025 2026, 2024-2025-2026: years side by side.
        private var isYears: Bool {
            !plus && !parenthesis && groups.allSatisfy { $0 == 4 } && (firstDigits.hasPrefix("19") || firstDigits.hasPrefix("20"))
        }

        /// 0.12345678: a number with a decimal point.
        private var isDecimal: Bool { groups.count == 2 && marks == ["."] && !plus && !parenthesis }

        /// 192.168.1.10: four groups of at most three digits, joined by dots.
        private var isAddress: Bool { groups.count == 4 && marks == ["."] && groups.allSatisfy { $0 <= 3 } }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
