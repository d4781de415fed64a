/// Street addresses with a postcode, in the forms people write them in Germany, Spain, France,
/// the United Kingdom and the United States: a street with its number and, after it, the
/// postcode (with the town):
///
/// - DE: `Hauptstraße 5, 10115 Berlin`, `Berliner Str. 12a, 80331 München`, `Am Weg 3, …`
/// - ES: `Calle Mayor 12, 28013 Madrid`, `Avda. de la Constitución 5, 3º B, 41001 Sevilla`
/// - FR: `12 rue de la Paix, 75002 Paris`, `3 bis avenue Foch, 69006 Lyon`
/// - UK: `10 Downing Street, London SW1A 2AA`
/// - US: `1600 Pennsylvania Ave NW, Washington, DC 20500`
///
/// A postcode alone ("75002") or a street alone ("rue de la Paix") is not an address; a whole
/// one is `[address]`.
extension ContactMask {
    package static let address = "[address]"

    /// A German or Spanish street written with its kind at the end of the name or before it,
    /// then the house number, then a five-digit postcode and the town.
    static var continental: Regex<Substring> {
        /(?:(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}[\p{L}.'’-]*(?i:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad)|(?i:calle|c\/|avenida|avda\.?|av\.|plaza|pza\.|paseo|camino|carrer|carretera|ronda|travesía|travesia)(?:\s+[\p{L}.'’-]+){1,5})\s+\d{1,4}\s?[a-zA-Z]?(?:,?\s*(?:\d{1,2}\s?[ºª°]?\s?[a-zA-Z]?|bajo|piso\s\d+))?,?\s+\d{5}(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}/
    }

    /// A French street: the number (bis, ter) first, then its kind, its name, the postcode and
    /// the town.
    static var french: Regex<Substring> {
        /\d{1,4}(?:\s?(?i:bis|ter))?,?\s+(?i:rue|avenue|av\.|boulevard|bd|chemin|allée|allee|place|impasse|quai|route|cours|square)(?:\s+[\p{L}.'’-]+){1,5},?\s+\d{5}(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}/
    }

    /// A British street: the number, the name ending in its kind, the town, the postcode.
    static var british: Regex<Substring> {
        /\d{1,4}[a-zA-Z]?\s+(?:[\p{L}.'’-]+\s+){1,4}(?i:street|st\.?|road|rd\.?|lane|avenue|ave\.?|drive|way|close|court|place|crescent|terrace|gardens|grove|hill|square|row|mews|walk|green)\b,?(?:\s+\p{Lu}[\p{L}.'’-]*){0,3},?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/
    }

    /// An American street: the number, the name ending in its kind (and a direction), the
    /// city, the state and the ZIP code.
    static var american: Regex<Substring> {
        /\d{1,6}\s+(?:[\p{L}.'’-]+\s+){1,4}(?i:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|parkway|pkwy|highway|hwy|terrace|circle|cir)\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\.?)?,?(?:\s+\p{Lu}[\p{L}.'’-]*){1,3},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/
    }

    /// `text` with every street address with a postcode replaced.
    static func maskingAddresses(_ text: String) -> String {
        var text = text
        for pattern in [continental, french, british, american] {
            text = text.replacing(pattern) { _ in address }
        }
        return text
    }
}
