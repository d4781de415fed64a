import Foundation
@testable import MyndTemplates
import MyndTestSupport
import Testing

@Suite(.timed) struct EmailTemplateTests {
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

    static var sections: [[String: Any]] {
        [
            ["heading": "Today", "items": [["id": "3f2a", "text": hostile], ["text": "+2 more: mynd list --stale"]]],
            ["heading": "People", "items": [["id": "aa11", "text": "Lucía · last in touch 20 days ago <b>"]]],
        ]
    }

    @Test func digestHTML_setsOutEachSection_escaped() throws {
        let html = try TemplateSet().render(
            "email-digest.html", ["title": "Good morning", "insight": Self.hostile, "sections": Self.sections, "date": "2026-11-21"])
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(html.contains("<strong>\(Self.escaped)</strong>"))
        #expect(html.contains("<h3 style=\"margin-bottom: 0.2em;\">Today</h3>"))
        #expect(html.contains("<li><code>3f2a</code> \(Self.escaped)</li>"))
        #expect(html.contains("<li>+2 more: mynd list --stale</li>"))
        #expect(html.contains("<li><code>aa11</code> Lucía · last in touch 20 days ago &lt;b&gt;</li>"))
        #expect(html.contains("<code>mynd done ID</code>") && html.contains("replies are not read"))
    }

    @Test func digestHTML_withRepliesRead_saysHowToReply() throws {
        let html = try TemplateSet().render("email-digest.html", ["insight": "Hi", "sections": Self.sections, "repliesRead": true])
        #expect(html.contains("Answer by replying") && !html.contains("replies are not read"))
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

    @Test func digestText_isTheInsightThenTheSections_withIds() throws {
        let text = try TemplateSet().render(
            "email-digest.txt",
            [
                "title": "Good morning", "insight": "Small steps.", "paragraphs": ["Nothing else."],
                "sections": [["heading": "Today", "items": [["id": "3f2a", "text": "Buy <seeds>"], ["text": "+1 more"]]]],
            ])
        #expect(
            text.hasPrefix("Small steps.\nNothing else.\n\nToday\n  3f2a  Buy <seeds>\n  +1 more\n\nAnswer from a terminal: mynd done ID"))
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
