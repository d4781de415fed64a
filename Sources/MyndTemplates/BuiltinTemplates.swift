/// The templates mynd ships, compiled in so the binary works without its data files. The
/// copies in `templates/` are the ones to edit; `scripts/builtin-templates.py` writes this
/// file from them, and a test keeps the two identical.
enum BuiltinTemplates {
    static let all: [String: String] = [
        "digest-title.txt": #"""
        Good morning: {{activeCount}} goal{{^oneActive}}s{{/oneActive}}, {{staleCount}} gone quiet
        """#,
        "digest.txt": #"""
        {{insight}}
        {{date}}: {{activeCount}} active goal{{^oneActive}}s{{/oneActive}}, {{staleCount}} gone quiet, {{completedCount}} done since the last digest.
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
        "email-digest.html": #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>{{title}}</title>
        </head>
        <body style="font-family: sans-serif; line-height: 1.4;">
        <p style="font-size: 1.15em;"><strong>{{insight}}</strong></p>
        <ul>
        {{#lines}}
        <li>{{.}}</li>
        {{/lines}}
        </ul>
        <p>What is waiting: <code>mynd followups</code> · <code>mynd list --stale</code></p>
        <p style="color: #666; font-size: 0.85em;">mynd, the helper that keeps an eye on your goals. Sent by a program: replies are not read.</p>
        </body>
        </html>
        """#,
        "email-digest.txt": #"""
        {{insight}}

        {{#lines}}
        {{.}}
        {{/lines}}

        What is waiting: mynd followups · mynd list --stale

        -- 
        mynd, the helper that keeps an eye on your goals. Sent by a program: replies are not read.
        """#,
        "email-followup.html": #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>{{title}}</title>
        </head>
        <body style="font-family: sans-serif; line-height: 1.4;">
        <p style="font-size: 1.15em;">{{text}}</p>
        <p><strong>Goal:</strong> {{goal}}</p>
        {{#goalId}}
        <p>Answer from a terminal:</p>
        <table>
        {{#asking}}
        <tr><td>Keep it</td><td><code>mynd keep {{goalId}}</code></td></tr>
        <tr><td>Let it go</td><td><code>mynd drop {{goalId}}</code></td></tr>
        {{/asking}}
        {{^asking}}
        <tr><td>I handled it</td><td><code>mynd done {{goalId}}</code></td></tr>
        <tr><td>Later ({{later}})</td><td><code>mynd snooze {{goalId}}</code></td></tr>
        <tr><td>Another time</td><td><code>mynd snooze {{goalId}} 2d</code></td></tr>
        {{/asking}}
        <tr><td>What's in it</td><td><code>mynd show {{goalId}}</code></td></tr>
        {{#followUpId}}
        <tr><td>Not this nudge</td><td><code>mynd dismiss {{followUpId}}</code></td></tr>
        {{/followUpId}}
        </table>
        {{/goalId}}
        <p style="color: #666; font-size: 0.85em;">mynd, the helper that keeps an eye on your goals. Sent by a program: replies are not read.</p>
        </body>
        </html>
        """#,
        "email-followup.txt": #"""
        {{text}}

        Goal: {{goal}}
        {{#goalId}}

        Answer from a terminal:
        {{#asking}}
          Keep it            mynd keep {{goalId}}
          Let it go          mynd drop {{goalId}}
        {{/asking}}
        {{^asking}}
          I handled it       mynd done {{goalId}}
          Later              mynd snooze {{goalId}}   (in {{later}})
          Another time       mynd snooze {{goalId}} 2d
        {{/asking}}
          What's in it       mynd show {{goalId}}
        {{#followUpId}}
          Not this nudge     mynd dismiss {{followUpId}}
        {{/followUpId}}
        {{/goalId}}

        -- 
        mynd, the helper that keeps an eye on your goals. Sent by a program: replies are not read.
        """#,
        "followup-prompt.txt": #"""
        Write a brief, friendly follow-up for this goal, which hasn't been worked on recently.

        Goal: {{goal}}
        Last touched: {{daysStale}} days ago, on {{lastTouched}}
        {{#nextActions}}
        Open next action: {{content}}
        {{/nextActions}}
        {{#blockers}}
        Blocked by: {{content}}
        {{/blockers}}
        {{#related}}
        Related {{type}}: {{content}}
        {{/related}}

        Keep it under 100 characters. Be encouraging, not nagging; if there is an open next action, suggest it. Example of the tone: Still thinking about the garden project? What's the smallest step you could take today?
        """#,
        "followup.txt": #"""
        {{#returning}}Back as you asked: {{goal}}.{{#nextAction}} A small step: {{nextAction}}.{{/nextAction}}{{/returning}}{{#asking}}Does {{goal}} still matter to you? Keep it, or let it go.{{/asking}}{{^returning}}{{^asking}}{{#nextAction}}Still thinking about {{goal}}? A small step: {{nextAction}}.{{/nextAction}}{{^nextAction}}{{#blocker}}{{goal}} is waiting on {{blocker}}. Could you clear it today?{{/blocker}}{{^blocker}}Still thinking about {{goal}}? What's the smallest step you could take today?{{/blocker}}{{/nextAction}}{{/asking}}{{/returning}}
        """#,
        "insight-prompt.txt": #"""
        Write a brief morning insight for the person, from the state of their goals on {{date}}.

        Active goals: {{activeCount}}
        Gone quiet: {{staleCount}}
        Completed since the last digest: {{completedCount}}
        {{#examples}}
        Quiet for {{days}} days: {{content}}
        {{/examples}}
        {{#completed}}
        Done: {{content}}
        {{/completed}}
        {{#blockers}}
        Blocked: {{goal}}, by {{content}}
        {{/blockers}}

        Keep it under 150 characters. Be observational and helpful. Example of the tone: You've got 3 active goals. The Spanish one hasn't had attention in a while - worth revisiting?
        """#,
        "insight.txt": #"""
        {{#top}}{{content}} has been quiet for {{days}} days. Worth a small step today?{{/top}}{{^top}}Nothing has gone quiet: {{activeCount}} active goal{{^oneActive}}s{{/oneActive}}, all moving.{{/top}}
        """#,
        "system-prompt.txt": #"""
        You are Axel, a warm and perceptive companion in mynd, a personal knowledge graph of thoughts, goals and actions. Your purpose is to help the person capture, organize, and act on their thoughts.

        Your core traits:
        - Warm but not sycophantic: genuinely supportive without excessive praise.
        - Perceptive: you notice patterns and connections the person might miss.
        - Action-oriented: you help turn vague thoughts into concrete next steps.
        - Patient: you help organize scattered thinking without judgment.

        How you write here:
        - Your words appear in a desktop notification or the first line of an email, read at a glance.
        - Gently follow up on goals that have gone quiet, without being pushy.
        - For a goal, name the smallest possible next action, specifically.
        - Use natural, conversational language, and vary your phrasing.
        - Write plain text only: one or two short sentences, no markdown, no lists, no emoji, no quotation marks around the message.
        - Reply with the message itself and nothing else.

        Boundaries: you help with thought organization, not therapy or medical advice. You don't make decisions for the person; you help them think through options.
        """#,
    ]
}
