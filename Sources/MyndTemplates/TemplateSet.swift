import Foundation
import Mustache

/// Why a template could not be used.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var problem: String

    public var description: String { "template \(name): \(problem)" }
}

/// The texts mynd renders: built in, or overridden by a file of the same name in the user's
/// template folder. Every template is checked when loaded: a placeholder it does not know
/// is an error then, not an empty space in a message later (Mustache renders an unknown name
/// as nothing).
public struct TemplateSet: Sendable {
    /// The placeholders each template may use (section names and the fields inside them).
    public static let placeholders: [String: Set<String>] = [
        "followup.txt": ["goal", "daysStale", "nextAction", "blocker"],
        "digest-title.txt": ["date", "activeCount", "staleCount", "completedCount"],
        "digest.txt": [
            "insight", "date", "activeCount", "staleCount", "completedCount",
            "completed", "stale", "blockers", "nextActions", "content", "days", "goal",
        ],
        // The fallback morning insight (at most 150 characters shown in a notification).
        "insight.txt": ["activeCount", "staleCount", "top", "content", "days"],
        // What Claude is sent: Axel's system prompt (the same for every call, so cacheable),
        // and the two requests.
        "system-prompt.txt": [],
        "followup-prompt.txt": ["goal", "daysStale", "lastTouched", "nextActions", "blockers", "related", "content", "type"],
        "insight-prompt.txt": [
            "date", "activeCount", "staleCount", "completedCount", "examples", "completed", "blockers", "content", "days", "goal",
        ],
    ]

    let templates: [String: MustacheTemplate]
    /// Where each template came from ("built-in" or a path), for `mynd doctor` and errors.
    public let origins: [String: String]

    /// Loads the built-in templates, replacing any that `overrideFolder` has a
    /// `NAME.mustache` file for.
    public init(overrideFolder: String? = nil) throws(TemplateError) {
        var templates: [String: MustacheTemplate] = [:]
        var origins: [String: String] = [:]
        for (name, builtin) in BuiltinTemplates.all {
            var text = builtin
            var origin = "built-in"
            if let folder = overrideFolder {
                let path = folder + "/" + name + ".mustache"
                if let data = FileManager.default.contents(atPath: path) {
                    guard let override = String(data: data, encoding: .utf8) else {
                        throw TemplateError(name: path, problem: "is not UTF-8 text")
                    }
                    text = override
                    origin = path
                }
            }
            templates[name] = try Self.compile(name: name, text: text, origin: origin)
            origins[name] = origin
        }
        self.templates = templates
        self.origins = origins
    }

    /// Renders a template with values for its placeholders; surrounding blank space trimmed.
    public func render(_ name: String, _ values: [String: Any]) -> String {
        guard let template = templates[name] else { return "" }
        return template.render(values).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func compile(name: String, text: String, origin: String) throws(TemplateError) -> MustacheTemplate {
        let label = origin == "built-in" ? name : origin
        let allowed = placeholders[name] ?? []
        for used in Self.names(in: text) where !allowed.contains(used) {
            throw TemplateError(
                name: label,
                problem: "unknown placeholder {{\(used)}} (this template knows: \(allowed.sorted().joined(separator: ", ")))")
        }
        do {
            // Text templates: nothing is HTML-escaped ("&" stays "&").
            return try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + text)
        } catch {
            throw TemplateError(name: label, problem: "is not valid Mustache: \(error)")
        }
    }

    /// The names a template refers to: `{{name}}`, `{{{name}}}`, `{{&name}}` and sections
    /// `{{#name}}`, `{{^name}}`, `{{/name}}`. Comments, pragmas and `{{.}}` are not names.
    static func names(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            var tag = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            if let first = tag.first, "!%=".contains(first) { continue }
            if let first = tag.first, "{&#^/>".contains(first) { tag.removeFirst() }
            tag = tag.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
            if tag.isEmpty || tag == "." { continue }
            names.insert(String(tag.split(separator: ".").first ?? ""))
        }
        return names
    }
}
