import ArgumentParser
import MyndCore
import MyndMail
import MyndStore

extension Mynd {
    /// `mynd reply ID WORDS…`: a nudge answered in the person's own words, read as an email
    /// reply to it is, and carried out as the command that says the same would be.
    struct Reply: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reply",
            abstract: "Answer a nudge in your own words, as you would by email: mynd reply 3f2a \"morgen früh\".",
            discussion: """
                The words are read as a reply to the nudge's email is, in any language mynd speaks: \
                done ("all done", "hab ich erledigt"), a step, a time ("tomorrow", "am Montag um 9"), \
                dismiss, let it go, keep. What is not read for certain changes nothing.
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The id of the goal the nudge is about.") var id: String
        @Argument(help: "What you would write back.") var words: [String]

        func run() throws {
            let text = words.joined(separator: " ")
            let context = try Context(global)
            let store = try context.openStore()
            let goal = try store.resolve(id)
            guard let followUp = try store.waitingForAnswer().first(where: { $0.followUp.goalId == goal })?.followUp else {
                throw CLIError(
                    .usage, "no nudge about \(id) is waiting for an answer: answer the goal itself (mynd done, snooze, drop …)")
            }
            let clock = try store.replyClock(
                limits: context.config.limits, snoozeDefault: context.config.snoozeDefault, zone: context.zone, at: context.now)
            let row = ReplyReading.Row(id: 0, kind: .followup, ref: followUp.id.lowercasedString)
            let plan = try ReplyIntents(store: store, grammar: ReplyGrammar(clock: clock)).intents(for: row, text: text)
            guard let plan, !plan.intents.isEmpty, plan.problems.isEmpty, plan.refused.isEmpty else {
                throw CLIError(.usage, Self.unread(text, plan: plan))
            }
            for intent in plan.intents { try context.answer(intent, store: store, json: output.json) }
        }

        /// One line: what was not read, why, and what would be.
        static func unread(_ text: String, plan: ReplyIntents.Plan?) -> String {
            let said = "'\(Terminal.line(text, limit: 60))'"
            if let plan, let problem = plan.problems.first { return "\(said) was not carried out: \(problem); nothing changed" }
            if let plan, !plan.refused.isEmpty { return "\(said) names another goal than the nudge's: nothing changed" }
            let why =
                switch plan?.unclear {
                case .question?: " (it asks something)"
                case .denied?: " (it denies or doubts)"
                case .conflicting?: " (it says two things at odds)"
                case .nothing?, .noGoal?, nil: ""
                }
            return "could not read \(said) as an answer for certain\(why): nothing changed; write, for example, "
                + "done, did a step, later, tomorrow, on Monday at 9 or let it go"
        }
    }
}
