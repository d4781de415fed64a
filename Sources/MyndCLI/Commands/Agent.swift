import ArgumentParser
import MyndAgent
import MyndCore
import MyndDelivery
import MyndMail
import MyndPOSIX
import MyndStore

extension Mynd {
    struct Agent: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "agent",
            abstract:
                "Stay running in the desktop session: show notifications with Later and I handled it, and act on the answers.",
            discussion: """
                The agent owns io.mynd.Agent on the session bus; jobs wake it (method io.mynd.Agent1.Wake on \
                /io/mynd/Agent) after writing desktop rows, and it shows them at once, outside quiet hours. \
                Later snoozes the goal by snooze_default, I handled it completes it, clicking it runs \
                [desktop] open_command, closing it dismisses the follow-up — each exactly as the CLI command \
                would. Runs until SIGTERM; under systemd (Type=notify) it reports ready, status and watchdog.
                """)

        @OptionGroup var global: GlobalOptions

        func run() throws {
            // The terminal that "open" starts shows the same graph the agent uses.
            var globals: [String] = []
            if let config = global.configPath { globals += ["--config", config] }
            if let database = global.databasePath { globals += ["--db", database] }
            let context = try Context(global)
            let store = try context.openStore()
            let agent = DesktopAgent(settings: context.agentSettings, store: store, globalArguments: globals)
            // What it shows: the desktop's rows, with actions, through its own connection.
            agent.channels = { bus, now in
                context.namedSenders(
                    ChannelRun(store: store, now: now, secondsLeft: { .infinity }, bus: bus, asAgent: true), only: [.desktop])
            }
            agent.inbox = try Self.inboxPoll(context, store)
            try agent.run()
        }

        /// The look at the inbox the agent makes on its timer (`MYND_AGENT_INBOX_SECONDS`: another
        /// interval, for tests), answering replies through the channels the settings set up, and
        /// the phone's reply topic read with it (alone, every `phoneInterval`); nil without
        /// `[imap]` and `[phone]`.
        static func inboxPoll(_ context: Context, _ store: GraphStore) throws -> InboxPoll? {
            let phone = phoneLook(context, store)
            let asked = context.environment["MYND_AGENT_INBOX_SECONDS"].flatMap(Double.init)
            let bell = phoneBell(context)
            guard context.mail().settings.imap.isEnabled else {
                return phone.map { look in InboxPoll(interval: max(1, asked ?? phoneInterval), bell: bell) { now in look(now) } }
            }
            let templates = try context.templates()
            let interval = asked ?? InboxPoll.defaultInterval
            // Mail and its channels are made for each look, on the look's own thread, as each
            // refresh makes them. Claude reads what the grammar cannot here too, within the
            // look's time: a reply the agent reads first is never read again by a refresh.
            let probe = context.systemProbe
            var poll = InboxPoll(interval: max(1, interval), bell: bell) { [context] now in
                let run = ChannelRun(store: store, templates: templates, now: { now }, secondsLeft: { Mail.agentSendSeconds })
                let claude = context.replyInterpreter(store: store, templates: templates, online: probe.network().online)
                let mail = context.mail().at(now).lookAtInbox(store: store, channels: context.namedSenders(run), interpreter: claude)
                return phone.map { joined(mail, $0(now)) } ?? mail
            }
            // A button pressed on the phone is read without a login to the mail server.
            poll.rungLook = phone
            return poll
        }
    }
}
