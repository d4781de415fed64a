import Foundation
@testable import MyndTemplates
import Testing

@Suite struct EmailTemplateTests {
    static let hostile = "<script>alert('x')</script> & \"quotes\""
    static let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"

    @Test func followUpHTML_escapesEveryValue() throws {
        let html = try TemplateSet().render(
            "email-followup.html",
            [
                "title": Self.hostile, "text": Self.hostile, "goal": Self.hostile, "goalId": "3f2a", "followUpId": "9c1e",
            ])
        #expect(!html.contains("<script>"))
        #expect(html.components(separatedBy: Self.escaped).count - 1 == 3)
        #expect(html.contains("<code>mynd done 3f2a</code>"))
        #expect(html.contains("<code>mynd dismiss 9c1e</code>"))
    }

    @Test func digestHTML_escapesTheInsightAndEachLine() throws {
        let html = try TemplateSet().render(
            "email-digest.html",
            [
                "title": "Good morning", "insight": Self.hostile, "lines": [Self.hostile, "Next: <b>seeds</b>"], "date": "2026-11-21",
            ])
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(html.contains("<strong>\(Self.escaped)</strong>"))
        #expect(html.contains("<li>\(Self.escaped)</li>"))
        #expect(html.contains("<li>Next: &lt;b&gt;seeds&lt;/b&gt;</li>"))
    }

    @Test func followUpText_listsTheAnswers_withTheShortIDs_unescaped() throws {
        let text = try TemplateSet().render(
            "email-followup.txt",
            [
                "text": "Still thinking about Garden & shed?", "goal": "Garden & shed", "goalId": "3f2a", "followUpId": "9c1e",
            ])
        #expect(text.hasPrefix("Still thinking about Garden & shed?\n\nGoal: Garden & shed\n\nAnswer from a terminal:\n"))
        for answer in ["mynd done 3f2a", "mynd snooze 3f2a 2d", "mynd show 3f2a", "mynd dismiss 9c1e"] {
            #expect(text.contains(answer))
        }
    }

    @Test func followUpText_withoutAGoal_hasNoAnswers() throws {
        let text = try TemplateSet().render("email-followup.txt", ["text": "Still thinking?", "goal": "Garden"])
        #expect(!text.contains("mynd done") && !text.contains("Answer"))
    }

    @Test func digestText_isTheInsightThenTheLines() throws {
        let text = try TemplateSet().render(
            "email-digest.txt",
            [
                "title": "Good morning", "insight": "Small steps.", "lines": ["2026-11-21: 3 active goals", "Next: Buy <seeds>"],
            ])
        #expect(text.hasPrefix("Small steps.\n\n2026-11-21: 3 active goals\nNext: Buy <seeds>\n\nWhat is waiting:"))
    }

    @Test(arguments: ["{{{goal}}}", "{{& goal}}", "{{&goal}}", "{{% CONTENT_TYPE: TEXT}}{{goal}}", "{{=<% %>=}}<%&goal%>"])
    func htmlOverride_thatWouldNotEscape_isRejected(_ text: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("email-followup.html.mustache"), atomically: true, encoding: .utf8)
        let error = #expect(throws: TemplateError.self) { try TemplateSet(overrideFolder: folder.path) }
        #expect(error?.problem.contains("unescaped") == true)
    }

    @Test func textOverride_mayUseTripleMustache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-templates-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{{{text}}}".write(to: folder.appendingPathComponent("email-followup.txt.mustache"), atomically: true, encoding: .utf8)
        #expect(try TemplateSet(overrideFolder: folder.path).render("email-followup.txt", ["text": "a & b"]) == "a & b")
    }
}
