package import MyndCore

/// The one tool Claude answers through when it reads a reply the grammar could not: its input
/// is the answer, held to a schema built from the nudge (`strict`). `answer` is one of exactly
/// the answers the nudge offers, or "unclear"; `until` is offered where a snooze is, `goal`
/// (one of the listed short ids) for a reply to the briefing. The schema keeps to what strict
/// tool use takes (types, enums, `required`, `additionalProperties: false`); what it cannot
/// say (a time only beside a snooze, and ahead of now) mynd checks when the answer comes back
/// (`ReplyChoice`), as it checks everything else there too.
package enum ReplyTool {
    package static let name = "record_answer"

    package static let description =
        "Record the one answer the person's reply gives to mynd's message. Call it exactly once. "
        + "Give unclear when the reply gives no answer for certain."

    /// The tool for a reply to `nudge`.
    package static func tool(for nudge: NudgeInView) -> AnswerTool {
        AnswerTool(name: name, description: description, inputSchema: schema(for: nudge))
    }

    /// The input schema: the properties this nudge's answers need, and no others.
    package static func schema(for nudge: NudgeInView) -> JSONValue {
        let offered = nudge.offered
        var properties: [(String, JSONValue)] = [
            (
                "answer",
                .object([
                    ("type", .string("string")),
                    ("enum", .array((offered.map(\.rawValue) + [ReplyChoice.declined]).map(JSONValue.string))),
                    ("description", .string("The answer the reply gives; unclear when it gives none for certain.")),
                ])
            )
        ]
        if offered.contains(.snooze) {
            properties.append(
                (
                    "until",
                    .object([
                        ("type", .string("string")),
                        (
                            "description",
                            .string(
                                "With snooze only: when to remind again, as a local date and time where the person lives, "
                                    + "YYYY-MM-DDTHH:MM (for example 2026-11-23T09:00), later than now.")
                        ),
                    ])
                ))
        }
        if !nudge.listedIDs.isEmpty {
            properties.append(
                (
                    "goal",
                    .object([
                        ("type", .string("string")),
                        ("enum", .array(nudge.listedIDs.map(JSONValue.string))),
                        ("description", .string("The id of the goal the answer is about, as the request lists it.")),
                    ])
                ))
        }
        return .object([
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .array([.string("answer")])),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// The choice a `tool_use` block's input makes, or nil when the input is not of the schema
    /// (not an object, a property it does not have, a value that is not a string).
    package static func choice(from input: JSONValue, for nudge: NudgeInView) -> ReplyChoice? {
        guard case .object = input, let schemaProperties = schema(for: nudge)["properties"] else { return nil }
        let allowed = Set(schemaProperties.keys)
        guard input.keys.allSatisfy(allowed.contains), let answer = input["answer"]?.string else { return nil }
        var choice = ReplyChoice(answer: answer)
        if let until = input["until"] {
            guard let text = until.string else { return nil }
            choice.until = text
        }
        if let goal = input["goal"] {
            guard let text = goal.string else { return nil }
            choice.goal = text
        }
        return choice
    }
}
