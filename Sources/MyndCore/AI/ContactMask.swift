/// Contact details, found in a text and replaced before the text leaves the machine (a prompt
/// for Claude): email addresses (`[email]`), IBANs and card numbers (`[iban]`, `[card]`: see
/// `ContactMask+Accounts`), street addresses with a postcode (`[address]`:
/// `ContactMask+Address`) and phone numbers (`[phone]`).
///
/// A phone number is a run of digit groups joined by single separators (space, `-`, `.`, `/`,
/// parentheses), optionally after `+`: international (`+34 612 345 678`, `0049 176 12345678`),
/// with an area code in parentheses (`(555) 123-4567`), or local (`0176 12345678`,
/// `06 12 34 56 78`, `555-1234`, `867 5309`, `555.1234`), right after a label or a comma
/// (`Tel:0170 1234567`, `Mob.0170…`, `Jonas,0170 1234567`), in digits of any script
/// (`０１７０ １２３４５６７`). Nine digits or more count as a number to hide, whatever their
/// grouping; seven or eight when they are grouped. What is not a phone stays: dates
/// (`2026-11-20`, `20.11.2026`, `11/20/2026`), times (`14:30`), prices (`$1 234 567`,
/// `12 500 000 €`), numbers in thousands (`1 234 567`), years and year ranges, decimals, IP
/// addresses, and ids with letters (`3f2a`). A long number that is none of these (an order
/// number) is hidden too: a wrong guess there costs a few words of context, the other way a
/// person's number.
package enum ContactMask {
    package static let phone = "[phone]"
    package static let email = "[email]"

    /// `text` with every email address, IBAN, card number, street address and phone number
    /// replaced: the longer patterns first, so that no part of one is taken for another.
    package static func masked(_ text: String) -> String {
        // `local@domain.tld`, letters of any script allowed.
        let emails = text.replacing(/[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/) { _ in email }
        return maskingPhones(maskingAddresses(maskingAccounts(emails)))
    }

    static let separators: Set<Character> = [
        " ", "-", ".", "/", "\u{00A0}", "\u{3000}", "\u{2010}", "\u{2011}", "\u{2013}", "\u{FF0D}", "\u{FF0E}", "\u{FF0F}",
    ]
    static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{3000}"]
    static let pluses: Set<Character> = ["+", "\u{FF0B}"]
    static let opening: Set<Character> = ["(", "\u{FF08}"]
    static let closing: Set<Character> = [")", "\u{FF09}"]
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
            let opens = { (index: Int) in index < text.count && ContactMask.opening.contains(text[index]) }
            let digitAt = { (index: Int) in index < text.count && text[index].isDigitLike }
            guard
                first.isDigitLike || ((ContactMask.pluses.contains(first) || opens(start)) && digitAt(start + 1))
                    || (ContactMask.pluses.contains(first) && opens(start + 1) && digitAt(start + 2))
            else { return nil }
            if start > 0, Self.continues(text, before: start) { return nil }
            self.start = start
            var index = start
            if ContactMask.pluses.contains(first) {
                plus = true
                index += 1
            }
            while index < text.count {
                if opens(index) {
                    parenthesis = true
                    index += 1
                }
                var length = 0
                while index < text.count, let digit = text[index].digitValue {
                    if groups.isEmpty { firstDigits += String(digit) }
                    length += 1
                    index += 1
                }
                guard length > 0 else { return nil }
                groups.append(length)
                if index < text.count, ContactMask.closing.contains(text[index]) {
                    parenthesis = true
                    index += 1
                }
                // What joins this group to the next: at most three separators, one of them
                // not a space, then a digit or an opening parenthesis.
                var next = index
                var joining: Set<Character> = []
                while next < text.count, next - index < 3, ContactMask.separators.contains(text[next]) {
                    if !ContactMask.spaces.contains(text[next]) { joining.insert(text[next]) }
                    next += 1
                }
                guard next > index || ContactMask.closing.contains(text[index - 1]), joining.count <= 1, digitAt(next) || opens(next)
                else { break }
                marks.formUnion(joining)
                index = next
            }
            end = index
        }

        /// Whether the character before `start` makes the digits part of something else: a word
        /// or id (`3f2a`, `x_1`, `#123`), a number or amount going on (`1,299`, `2.5`, `10:30`,
        /// `$5`), a path or id part (`a/123`, `c-1234`). A label (`Tel:`, `Mob.`) or a comma
        /// after a word (`Jonas,0170…`) is no such thing.
        static func continues(_ text: [Character], before start: Int) -> Bool {
            let before = text[start - 1]
            let earlier = start >= 2 ? text[start - 2] : " "
            if before.isLetter || before.isNumber || before == "_" || before == "#" || before == "\\"
                || ContactMask.currencies.contains(before)
            {
                return true
            }
            if before == "," || before == "." || before == ":" { return earlier.isNumber }
            if before == "/" || before == "-" { return earlier.isNumber || earlier.isLetter }
            return false
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
            // Seven or eight digits: grouped, and not in thousands ("1 234 567", "12.345.678").
            if parenthesis { return true }
            return groups.count >= 2 && !isThousands
        }

        /// 1 234 567, 1.234.567, 12,345,678: a number written in thousands.
        private var isThousands: Bool {
            !plus && !parenthesis && groups[0] <= 3 && groups.dropFirst().allSatisfy { $0 == 3 }
                && marks.isSubset(of: [".", ",", "\u{FF0E}"])
        }

        /// A letter right after it (`12h`, `3f2a`), a time (`10:30`), a unit or a currency.
        private func followedByWordOrAmount(_ text: [Character]) -> Bool {
            guard end < text.count else { return false }
            let next = text[end]
            if next.isLetter || next == "_" || ContactMask.currencies.contains(next) { return true }
            if next == ":" || next == "h", end + 1 < text.count, text[end + 1].isDigitLike { return true }
            if next == "," && end + 1 < text.count && text[end + 1].isDigitLike { return true }
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
            guard groups.count == 3, marks.count <= 1, !plus, !parenthesis else { return false }
            return groups == [4, 2, 2] || groups == [4, 1, 1] || groups == [4, 2, 1] || groups == [4, 1, 2]
                || (groups[0] <= 2 && groups[1] <= 2 && (groups[2] == 2 || groups[2] == 4))
        }

        /// 2025 2026, 2024-2025-2026: years side by side.
        private var isYears: Bool {
            !plus && !parenthesis && groups.allSatisfy { $0 == 4 } && (firstDigits.hasPrefix("19") || firstDigits.hasPrefix("20"))
        }

        /// 0.12345678: a number with a decimal point (555.1234 is a phone's shape).
        private var isDecimal: Bool {
            groups.count == 2 && marks == ["."] && !plus && !parenthesis && !(groups[0] >= 3 && groups[1] >= 4)
        }

        /// 192.168.1.10: four groups of at most three digits, joined by dots.
        private var isAddress: Bool { groups.count == 4 && marks == ["."] && groups.allSatisfy { $0 <= 3 } }
    }
}
