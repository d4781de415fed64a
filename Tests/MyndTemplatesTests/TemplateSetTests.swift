import Foundation
@testable import MyndTemplates
import MyndTestSupport
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite(.timed) struct TemplateSetTests {
    @Test func everyTemplateFile_isBuiltIn_andEveryBuiltInHasAFile() throws {
        let folder = repository.appendingPathComponent("templates").path
        var files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
        for language in ["de", "es", "fr"] {
            files += try FileManager.default.contentsOfDirectory(atPath: folder + "/" + language).map { language + "/" + $0 }
        }
        let names = files.map { String($0.dropLast(".mustache".count)) }
        #expect(Set(names) == Set(BuiltinTemplates.all.keys))
        #expect(Set(TemplateSet.placeholders.keys) == Set(BuiltinTemplates.all.keys.filter { !$0.contains("/") }))
    }

    /// Each language has its own copy of every template with words in it, and each copy
    /// takes the same placeholders as the English one (none of them unknown, none left out).
    @Test(arguments: ["de", "es", "fr"])
    func eachLanguage_hasEveryTemplateThePersonReads(_ language: String) throws {
        for name in [
            "digest-title.txt", "digest.txt", "email-followup.txt", "email-followup.html", "email-digest.txt", "email-digest.html",
        ] {
            let own = try #require(BuiltinTemplates.all["\(language)/\(name)"], "\(language)/\(name)")
            let english = try #require(BuiltinTemplates.all[name])
            var expected = TemplateSet.names(in: english)
            if name == "digest-title.txt" { expected = ["greeting", "longDate"] }
            #expect(TemplateSet.names(in: own) == expected, "\(language)/\(name)")
            #expect(own != english)
        }
    }

    @Test func aLanguagesSet_rendersItsOwnCopy_andTheEnglishOneWhereItHasNone() throws {
        let german = try TemplateSet(language: "de")
        #expect(
            german.render("digest-title.txt", ["greeting": "Guten Morgen", "longDate": "Dienstag, 24. November"])
                == "Guten Morgen – Dienstag, 24. November")
        #expect(german.render("followup.txt", ["text": "„Garten“ ruht."]) == "„Garten“ ruht.")
        #expect(german.origins["digest.txt"] == "built-in (de)" && german.origins["followup.txt"] == "built-in")
    }

    @Test func anOverride_inTheLanguagesFolder_winsOverOneForEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-templates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/fr", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{{greeting}} !".write(toFile: folder + "/fr/digest-title.txt.mustache", atomically: true, encoding: .utf8)
        try "{{greeting}}.".write(toFile: folder + "/digest-title.txt.mustache", atomically: true, encoding: .utf8)
        #expect(try TemplateSet(overrideFolder: folder, language: "fr").render("digest-title.txt", ["greeting": "Bonjour"]) == "Bonjour !")
        #expect(try TemplateSet(overrideFolder: folder, language: "de").render("digest-title.txt", ["greeting": "Hallo"]) == "Hallo.")
    }

    @Test(arguments: BuiltinTemplates.all.keys.sorted())
    func builtInCopy_matchesTheFileInTemplates(_ name: String) throws {
        let file = try String(contentsOf: repository.appendingPathComponent("templates/\(name).mustache"), encoding: .utf8)
        let builtin = try #require(BuiltinTemplates.all[name])
        #expect(builtin + "\n" == file)
    }

    /// Built-ins are compiled only when rendered, so here each passes the checks an override
    /// must pass when loaded.
    @Test(arguments: BuiltinTemplates.all.keys.sorted())
    func builtIn_passesTheOverrideChecks(_ name: String) throws {
        let builtin = try #require(BuiltinTemplates.all[name])
        #expect(throws: Never.self) { try TemplateSet.compile(name: name, text: builtin, origin: "built-in") }
        #expect(TemplateSet.builtin(name) != nil)
    }

    @Test func digestTitle_isTheGreetingAndTheDay() throws {
        let set = try TemplateSet()
        #expect(
            set.render("digest-title.txt", ["greeting": "Good morning", "weekday": "Tuesday", "day": "24", "month": "November"])
                == "Good morning, Tuesday 24 November")
        #expect(set.render("insight.txt", ["text": "Nothing has gone quiet.", "activeCount": 1]) == "Nothing has gone quiet.")
    }

    /// The built-in follow-up shows mynd's own phrasing (`FallbackText`) as it is, unescaped.
    @Test func followUp_showsThePhrasedText_withoutHTMLEscaping() throws {
        let text = try TemplateSet().render("followup.txt", ["text": "Next for “Garden & shed”: Buy <seeds>.", "goal": "Garden & shed"])
        #expect(text == "Next for “Garden & shed”: Buy <seeds>.")
    }

    @Test func digest_listsEachSection_withIds_andWhatWasCut() throws {
        let text = try TemplateSet().render(
            "digest.txt",
            [
                "insight": "Small steps count.", "activeCount": 3,
                "sections": [
                    [
                        "heading": "Today", "items": [["id": "3f2a", "text": "Garden · next: Buy seeds"]], "hasMore": true, "more": 2,
                        "command": "mynd list --stale",
                    ],
                    ["heading": "People", "items": [["id": "aa11", "text": "Lucía · last in touch 20 days ago (every 2 weeks)"]]],
                ],
            ])
        #expect(
            text == """
                Small steps count.

                Today
                  3f2a  Garden · next: Buy seeds
                  +2 more: mynd list --stale

                People
                  aa11  Lucía · last in touch 20 days ago (every 2 weeks)
                """)
    }

    @Test func digest_withNothingNew_saysSoInOneLine() throws {
        let set = try TemplateSet()
        #expect(
            set.render("digest.txt", ["insight": "Calm week.", "nothingNew": true, "activeCount": 1, "oneActive": true])
                == "Calm week.\nNothing new since the last digest: 1 goal, none gone quiet.")
        #expect(set.render("digest.txt", ["insight": "Welcome.", "empty": true]).contains("mynd add goal"))
    }

    @Test func override_withAnUnknownPlaceholder_isRejectedWhenLoaded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Hey {{gaol}}!".write(to: folder.appendingPathComponent("followup.txt.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateSet(overrideFolder: folder.path) }
        do {
            _ = try TemplateSet(overrideFolder: folder.path)
        } catch {
            #expect(error.problem.contains("{{gaol}}"))
        }
    }

    @Test func override_replacesTheBuiltIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Hey, {{goal}}?".write(to: folder.appendingPathComponent("followup.txt.mustache"), atomically: true, encoding: .utf8)
        let set = try TemplateSet(overrideFolder: folder.path)
        #expect(set.render("followup.txt", ["goal": "garden"]) == "Hey, garden?")
        #expect(set.origins["followup.txt"]?.hasSuffix("followup.txt.mustache") == true)
        #expect(set.origins["digest.txt"] == "built-in")
    }

    @Test(arguments: [
        ("{{a}} {{{b}}} {{&c}} {{#d}}{{e}}{{/d}} {{^f}}x{{/f}} {{! comment }} {{.}}", Set(["a", "b", "c", "d", "e", "f"])),
        ("{{ spaced }}", Set(["spaced"])),
        ("{{a.b}}", Set(["a"])),
    ])
    func names_findsEveryPlaceholder(_ text: String, _ expected: Set<String>) {
        #expect(TemplateSet.names(in: text) == expected)
    }
}
