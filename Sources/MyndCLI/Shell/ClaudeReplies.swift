import MyndAI
import MyndCore
import MyndMail
import MyndPOSIX
import MyndStore
import MyndTemplates

/// Claude as the inbox's reader of last resort. Mail asks a `ReplyInterpreter` and knows
/// nothing of Claude; MyndAI reads a reply and knows nothing of mail: they meet here, with the
/// key, the budget and the ledger the jobs' texts use.
struct ClaudeReplies: ReplyInterpreter {
    var reader: ClaudeReplyReader

    func interpret(_ text: String, answering nudge: NudgeInView, ref: String, now: Timestamp, secondsLeft: Double) throws
        -> ReplyInterpretation
    {
        switch try reader.read(text, answering: nudge, ref: ref, now: now, secondsLeft: secondsLeft) {
        case .answer(let answer): .answer(answer)
        case .unread(let why): .unread(why)
        }
    }
}

extension Context {
    /// Claude to read the replies the grammar cannot, or nil when no call can be made at all
    /// (no key, a key that cannot be read, Claude turned off): then no reply leaves the machine.
    /// `online` is the network as the run found it.
    func replyInterpreter(store: GraphStore, templates: TemplateSet, online: Bool) -> (any ReplyInterpreter)? {
        let setup = AISetup(config: config.ai, environment: environment)
        guard setup.unavailable == nil, let key = setup.key else { return nil }
        var prompts = Prompts(templates: templates, zone: zone)
        prompts.language = language.language
        let writer = AIWriter(
            config: config.ai, unavailable: nil, claude: MessagesAPI(baseURL: setup.baseURL, key: key.value), ledger: store,
            prompts: prompts, now: now, zone: zone, online: online)
        return ClaudeReplies(reader: ClaudeReplyReader(writer: writer, people: { try store.people().map(\.content) }))
    }
}
