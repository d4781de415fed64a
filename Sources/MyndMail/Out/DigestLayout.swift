import Foundation

/// A digest's text read back into its parts, so the email can set them out (headings, lists,
/// ids in `code`): the text is what `digest.txt` renders — the insight on the first line,
/// then sections, each a heading and its indented lines, apart by blank lines.
struct DigestLayout: Equatable {
    struct Item: Equatable {
        /// The short id a line starts with, when it names a node.
        var id: String?
        var text: String
    }

    struct Section: Equatable {
        var heading: String
        var items: [Item]
    }

    var insight: String
    /// Lines outside any section ("Nothing new since the last digest: …").
    var paragraphs: [String]
    var sections: [Section]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        insight = lines.first ?? ""
        paragraphs = []
        sections = []
        for index in lines.indices.dropFirst() where !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
            let line = lines[index]
            if line.hasPrefix(" ") {
                let item = Self.item(line.trimmingCharacters(in: .whitespaces))
                if sections.isEmpty { paragraphs.append(item.text) } else { sections[sections.count - 1].items.append(item) }
            } else if index + 1 < lines.count, lines[index + 1].hasPrefix(" ") {
                sections.append(Section(heading: line, items: []))
            } else {
                paragraphs.append(line)
            }
        }
    }

    /// "3f2a  Plant the garden · next: Buy seeds": an id is hex digits before two spaces.
    static func item(_ line: String) -> Item {
        guard let gap = line.range(of: "  ") else { return Item(id: nil, text: line) }
        let head = line[..<gap.lowerBound]
        guard head.count >= 4, head.allSatisfy(\.isHexDigit) else { return Item(id: nil, text: line) }
        return Item(id: String(head), text: line[gap.upperBound...].trimmingCharacters(in: .whitespaces))
    }

    /// The values the email templates read.
    var templateValues: [String: Any] {
        [
            "insight": insight, "paragraphs": paragraphs,
            "sections": sections.map { section in
                [
                    "heading": section.heading,
                    "items": section.items.map { item -> [String: Any] in
                        var values: [String: Any] = ["text": item.text]
                        if let id = item.id { values["id"] = id }
                        return values
                    },
                ] as [String: Any]
            },
        ]
    }
}
