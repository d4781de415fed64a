import Foundation
import Mustache
import Synchronization

/// Why a template could not be used.
package struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    package var name: String
    package var problem: String

    package var description: String { "template \(name): \(problem)" }
}

/// The texts mynd renders: built in, or overridden by a file of the same name in the user's
/// template folder. Every template is checked when loaded: a placeholder it does not know
/// is an error then, not an empty space in a message later (Mustache renders an unknown name
/// as nothing).
///
/// A template the person reads has a built-in copy for each language mynd speaks
/// (`templates/de/email-digest.txt.mustache`); the set is loaded for one language, and the
/// English one stands in where a language has none (`followup.txt` is the same in every
/// language). An override is looked for in the folder's language subfolder first
/// (`templates/de/NAME.mustache`), then in the folder itself.
package struct TemplateSet: Sendable {
    /// The placeholders each template may use (section names and the fields inside them).
    package static let placeholders: [String: Set<String>] = [
        // `text` is mynd's own phrasing (varied, whole words, at most 100 characters).
        "followup.txt": ["text", "goal", "daysStale", "nextAction", "blocker", "returning", "asking"],
        // The morning digest: its title, its full text (`mynd digest`, email) and the few
        // lines a desktop notification shows; sections come from `Briefing`.
        "digest-title.txt": ["greeting", "weekday", "day", "month", "longDate", "date"],
        "digest.txt": [
            "insight", "date", "activeCount", "oneActive", "nothingNew", "empty", "sections", "heading", "items", "id", "text",
            "hasMore", "more", "command",
        ],
        "digest-notification.txt": ["insight", "lines"],
        // The fallback morning insight (at most 150 characters shown in a notification).
        // `text` is mynd's own observation, never yesterday's (`FallbackInsight`).
        "insight.txt": ["text", "activeCount", "oneActive", "staleCount", "top", "content", "days"],
        // What Claude is sent: Axel's system prompt (the same for every call, so cacheable),
        // and the two requests.
        "system-prompt.txt": [],
        "followup-prompt.txt": [
            "goal", "daysStale", "lastTouched", "nextActions", "blockers", "related", "content", "type", "history", "when", "answer",
            "text", "wavedAway", "language",
        ],
        "insight-prompt.txt": [
            "date", "activeCount", "staleCount", "completedCount", "examples", "completed", "blockers", "content", "days", "goal",
            "doneThisWeek", "doneCount", "touchedCount", "answered", "ignored", "nextActions", "lastInsight", "language", "hasDay",
            "day", "when",
        ],
        // Email: a text and an HTML version of each message. The subject is the outbox row's
        // title; the digest's `sections` are read back from its text; ids are short ids;
        // `repliesRead` is set when replies to mynd's emails are read ([imap]); `person` when the
        // nudge is about a person (answered with reached out or later, no "Goal:").
        "email-followup.txt": ["title", "text", "goal", "goalId", "followUpId", "later", "asking", "person", "repliesRead"],
        "email-followup.html": ["title", "text", "goal", "goalId", "followUpId", "later", "asking", "person", "repliesRead"],
        "email-digest.txt": ["title", "insight", "paragraphs", "sections", "heading", "items", "id", "text", "date", "repliesRead"],
        "email-digest.html": ["title", "insight", "paragraphs", "sections", "heading", "items", "id", "text", "date", "repliesRead"],
        // The answer to a person's reply: its subject (`title`) and its text, whole and as
        // `lines` (each a `line`).
        "email-answer.txt": ["title", "text", "lines", "line"],
        "email-answer.html": ["title", "text", "lines", "line"],
    ]

    /// The language code the built-ins are taken in ("en", "de", "es", "fr").
    package let language: String
    /// The user's templates, checked and compiled when loaded.
    let overrides: [String: MustacheTemplate]
    /// Where each template came from ("built-in" or a path), for `mynd doctor` and errors.
    package let origins: [String: String]
    /// Built-ins compiled so far, kept for the next render: a job renders one several times
    /// (the fallback follow-up is tried at shorter and shorter lengths).
    private let compiled = CompiledBuiltins()

    /// Loads the built-in templates in `language`, replacing any that `overrideFolder` has a
    /// `LANGUAGE/NAME.mustache` or `NAME.mustache` file for.
    ///
    /// Overrides are checked and compiled here, so a mistake shows when mynd starts. Built-ins
    /// are compiled when first rendered: a job uses two or three of the fourteen, and compiling all of
    /// them was a tenth of a refresh (BENCHMARKS.md); the tests check every built-in.
    package init(overrideFolder: String? = nil, language: String = "en") throws(TemplateError) {
        self.language = language
        var overrides: [String: MustacheTemplate] = [:]
        var origins: [String: String] = [:]
        for name in Self.placeholders.keys {
            origins[name] = BuiltinTemplates.all["\(language)/\(name)"] != nil ? "built-in (\(language))" : "built-in"
            guard let folder = overrideFolder else { continue }
            let paths = [folder + "/" + language + "/" + name + ".mustache", folder + "/" + name + ".mustache"]
            guard let path = paths.first(where: { FileManager.default.fileExists(atPath: $0) }),
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(name: path, problem: "is not UTF-8 text")
            }
            overrides[name] = try Self.compile(name: name, text: text, origin: path)
            origins[name] = path
        }
        self.overrides = overrides
        self.origins = origins
    }

    /// Renders a template with values for its placeholders; surrounding blank space trimmed.
    package func render(_ name: String, _ values: [String: Any]) -> String {
        let builtin = BuiltinTemplates.all["\(language)/\(name)"] != nil ? "\(language)/\(name)" : name
        guard let template = overrides[name] ?? compiled.template(builtin) else { return "" }
        return template.render(values).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A built-in template, compiled; nil only for a name that is not one.
    static func builtin(_ name: String) -> MustacheTemplate? {
        // `name` may be a language's copy, "de/digest.txt".
        BuiltinTemplates.all[name].flatMap { try? MustacheTemplate(string: contentType(of: name) + $0) }
    }

    /// Text templates: nothing is HTML-escaped ("&" stays "&"). HTML templates: every value is
    /// (<, >, &, " and '), so a goal's text can never become markup.
    static func contentType(of name: String) -> String {
        name.hasSuffix(".html") ? "{{% CONTENT_TYPE: HTML}}" : "{{% CONTENT_TYPE: TEXT}}"
    }

    /// A built-in's name without its language folder: "de/digest.txt" is "digest.txt".
    static func baseName(_ name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    static func compile(name: String, text: String, origin: String) throws(TemplateError) -> MustacheTemplate {
        let label = origin == "built-in" ? name : origin
        let allowed = placeholders[baseName(name)] ?? []
        for used in Self.names(in: text) where !allowed.contains(used) {
            throw TemplateError(
                name: label,
                problem: "unknown placeholder {{\(used)}} (this template knows: \(allowed.sorted().joined(separator: ", ")))")
        }
        let isHTML = name.hasSuffix(".html")
        if isHTML, let tag = unescapingTag(in: text) {
            throw TemplateError(
                name: label,
                problem: "{{\(tag)}} would put text into the HTML unescaped: use {{name}}, which escapes it")
        }
        do {
            return try MustacheTemplate(string: contentType(of: name) + text)
        } catch {
            throw TemplateError(name: label, problem: "is not valid Mustache: \(error)")
        }
    }

    /// The first tag that would defeat an HTML template's escaping: an unescaped value
    /// (`{{{name}}}`, `{{&name}}`), a pragma that could switch the content type, or a change of
    /// delimiters that would hide such tags from this check.
    static func unescapingTag(in text: String) -> String? {
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            let tag = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            if let first = tag.first, "{&%=".contains(first) { return tag }
        }
        return nil
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

/// The built-in templates a `TemplateSet` has compiled, shared by its copies.
private final class CompiledBuiltins: Sendable {
    private let templates = Mutex<[String: MustacheTemplate]>([:])

    func template(_ name: String) -> MustacheTemplate? {
        templates.withLock { templates in
            if let template = templates[name] { return template }
            let template = TemplateSet.builtin(name)
            templates[name] = template
            return template
        }
    }
}
