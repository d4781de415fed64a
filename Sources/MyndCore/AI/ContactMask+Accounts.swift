/// Bank account and card numbers, found by their own checks rather than by their look: an IBAN
/// is two letters, two check digits and up to 30 letters and digits (grouped by four or not)
/// whose ISO 7064 mod-97 remainder is 1; a card number is 13 to 19 digits (grouped by spaces or
/// hyphens or not) that pass the Luhn check. A reference number that happens to look like one
/// almost never passes.
extension ContactMask {
    package static let iban = "[iban]"
    package static let card = "[card]"

    /// `text` with every IBAN and card number replaced.
    static func maskingAccounts(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let end = ibanEnd(characters, from: index) {
                result += iban
                index = end
            } else if let end = cardEnd(characters, from: index) {
                result += card
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// Where the IBAN starting at `start` ends (the longest that passes its check), or nil.
    static func ibanEnd(_ text: [Character], from start: Int) -> Int? {
        guard start + 4 < text.count, text[start].isASCIILetter, text[start + 1].isASCIILetter, text[start + 2].isDigitLike,
            text[start + 3].isDigitLike, start == 0 || !(text[start - 1].isLetter || text[start - 1].isNumber)
        else { return nil }
        // Letters and digits, a single space allowed between them.
        var alphanumerics: [Character] = []
        var ends: [Int] = []
        var index = start
        while index < text.count, alphanumerics.count < 34 {
            if text[index].isASCIILetter || text[index].isDigitLike {
                alphanumerics.append(text[index])
                index += 1
                ends.append(index)
            } else if text[index] == " ", index + 1 < text.count, text[index + 1].isASCIILetter || text[index + 1].isDigitLike,
                index > start + 3
            {
                index += 1
            } else {
                break
            }
        }
        for count in stride(from: alphanumerics.count, through: 15, by: -1) {
            let end = ends[count - 1]
            if end < text.count, text[end].isLetter || text[end].isNumber { continue }
            if isValidIBAN(Array(alphanumerics.prefix(count))) { return end }
        }
        return nil
    }

    /// ISO 13616: the first four characters moved to the end, letters as 10–35, mod 97 is 1.
    static func isValidIBAN(_ characters: [Character]) -> Bool {
        guard characters.count >= 15, characters.count <= 34 else { return false }
        var remainder = 0
        for character in characters.dropFirst(4) + characters.prefix(4) {
            guard let value = character.uppercased().first.flatMap(Self.ibanValue) else { return false }
            for digit in String(value) { remainder = (remainder * 10 + Int(String(digit))!) % 97 }
        }
        return remainder == 1
    }

    private static func ibanValue(_ character: Character) -> Int? {
        if let digit = character.digitValue { return digit }
        guard let ascii = character.asciiValue, (65...90).contains(ascii) else { return nil }
        return Int(ascii) - 55
    }

    /// Where the card number starting at `start` ends, or nil: 13 to 19 digits, one space or
    /// hyphen allowed between them, not inside a longer number, passing Luhn.
    static func cardEnd(_ text: [Character], from start: Int) -> Int? {
        guard text[start].isDigitLike,
            start == 0 || !(text[start - 1].isNumber || text[start - 1].isLetter || text[start - 1] == "+" || text[start - 1] == "(")
        else { return nil }
        var digits: [Int] = []
        var index = start
        var end = start
        while index < text.count, digits.count < 19 {
            if let digit = text[index].digitValue {
                digits.append(digit)
                index += 1
                end = index
            } else if text[index] == " " || text[index] == "-", index + 1 < text.count, text[index + 1].isDigitLike {
                index += 1
            } else {
                break
            }
        }
        guard (13...19).contains(digits.count), end == text.count || !(text[end].isNumber || text[end].isLetter) else { return nil }
        return passesLuhn(digits) ? end : nil
    }

    static func passesLuhn(_ digits: [Int]) -> Bool {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            let doubled = offset % 2 == 1 ? digit * 2 : digit
            sum += doubled > 9 ? doubled - 9 : doubled
        }
        return sum % 10 == 0
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    /// A decimal digit of any script (ASCII, full-width, Arabic-Indic …).
    var isDigitLike: Bool { digitValue != nil }
    /// The value of a decimal digit of any script; nil for anything else.
    var digitValue: Int? {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar.properties.numericType == .decimal else { return nil }
        return scalar.properties.numericValue.map { Int($0) }
    }
}
