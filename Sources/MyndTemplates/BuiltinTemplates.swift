/// The templates mynd ships, compiled in so the binary works without its data files. The
/// copies in `templates/` are the ones to edit; a test keeps the two identical.
enum BuiltinTemplates {
    static let all: [String: String] = [
        "followup.txt": #"""
{{#nextAction}}Still thinking about {{goal}}? A small step: {{nextAction}}.{{/nextAction}}{{^nextAction}}{{#blocker}}{{goal}} is waiting on {{blocker}}. Could you clear it today?{{/blocker}}{{^blocker}}Still thinking about {{goal}}? What's the smallest step you could take today?{{/blocker}}{{/nextAction}}
"""#,
        "digest-title.txt": #"""
Good morning: {{activeCount}} goals, {{staleCount}} gone quiet
"""#,
        "digest.txt": #"""
{{date}}: {{activeCount}} active goals, {{staleCount}} gone quiet, {{completedCount}} done since the last digest.
{{#completed}}
Done: {{content}}
{{/completed}}
{{#stale}}
Quiet for {{days}} days: {{content}}
{{/stale}}
{{#blockers}}
Blocked: {{goal}}, by {{content}}
{{/blockers}}
{{#nextActions}}
Next: {{content}} (for {{goal}})
{{/nextActions}}
"""#,
    ]
}
