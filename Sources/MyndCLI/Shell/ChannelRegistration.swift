import MyndCore
import MyndDelivery
import MyndMail
import MyndPOSIX
import MyndStore
import MyndTemplates

/// A channel of this build, registered once: what it declared about itself (its name, kind and
/// words, in its own file), whether the settings set it up, and how it is built for a run.
/// Everything that plans or sends takes its channels from `all`: the names `[channels]`
/// accepts, the declarations the jobs plan with, and the senders of `mynd run`, `mynd agent`
/// and the agent's look at the inbox (`Context.senders`).
struct ChannelRegistration {
    var declaration: ChannelDeclaration
    /// Whether the settings set it up: a channel named in `[channels]` that is not is left out
    /// (email is off while `[smtp] url` is empty).
    var isSetUp: (Config) -> Bool = { _ in true }
    /// Its sender for one run; nil when it cannot be built.
    var build: (Context, ChannelRun) -> (any DeliveryChannel)?

    /// In the order the config's error lines list them.
    static var all: [ChannelRegistration] {
        [
            ChannelRegistration(declaration: .terminal) { _, _ in TerminalChannel() },
            ChannelRegistration(declaration: .desktop) { context, run in
                DesktopChannel(
                    bus: run.bus, programs: ProgramRunner(environment: context.environment), helper: context.config.desktop.helper,
                    records: run.store, asAgent: run.asAgent, language: context.language.language, now: run.now)
            },
            ChannelRegistration(declaration: .email, isSetUp: { $0.smtp.isEnabled }) { context, run in
                run.templates.flatMap {
                    context.mail().at(run.now()).channel(store: run.store, templates: $0, secondsLeft: run.secondsLeft)
                }
            },
            ChannelRegistration(declaration: .phone, isSetUp: { $0.phone.isEnabled }) { context, run in context.phoneChannel(run) },
        ]
    }
}

/// What a channel is built with for one run.
struct ChannelRun {
    var store: GraphStore
    /// The message templates, for the channels that render with them (email); nil where none
    /// is loaded (the agent's screen).
    var templates: TemplateSet?
    var now: () -> Timestamp
    /// Seconds one send may still take: the job's time for a call, or the agent's limit.
    var secondsLeft: () -> Double
    /// The session bus a desktop channel shows through: a job's own, opened on first use, or
    /// the agent's connection (which hears the answers to what it shows).
    var bus: any DesktopBus = SessionBus()
    var asAgent = false
}

extension Context {
    /// The channels `names` lists that the settings set up, as each declared itself, in the
    /// list's order: what the jobs plan follow-ups and digests for.
    func declarations(_ names: [Channel]) -> [ChannelDeclaration] {
        let registered = ChannelRegistration.all.filter { $0.isSetUp(config) }.map(\.declaration)
        return names.compactMap { name in registered.first { $0.name == name } }
    }

    /// The sender of each channel the settings set up, built for `run`.
    func senders(_ run: ChannelRun) -> [ChannelDeclaration: any DeliveryChannel] {
        var senders: [ChannelDeclaration: any DeliveryChannel] = [:]
        for registration in ChannelRegistration.all where registration.isSetUp(config) {
            senders[registration.declaration] = registration.build(self, run)
        }
        return senders
    }

    /// The senders for `run` by channel name, as the outbox dispatcher takes them; only those
    /// of `only` when given.
    func namedSenders(_ run: ChannelRun, only: [ChannelDeclaration]? = nil) -> [Channel: any DeliveryChannel] {
        var senders: [Channel: any DeliveryChannel] = [:]
        for registration in ChannelRegistration.all where registration.isSetUp(config) {
            guard only?.contains(registration.declaration) ?? true else { continue }
            senders[registration.declaration.name] = registration.build(self, run)
        }
        return senders
    }
}
