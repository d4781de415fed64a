import MyndCore
import MyndCurl
import MyndDelivery
import MyndMail
import MyndPOSIX
import MyndStore

/// The phone as this run reaches it, from `[phone]`: the ntfy server with its access token,
/// and the reply key every button's token is signed with (the one that signs Message-IDs).
extension Context {
    struct PhoneSetup {
        var server: NtfyServer
        var key: [UInt8]?
        /// Why nothing can be sent or read (the token file is readable by others, the key is
        /// damaged), or nil.
        var problem: String?
        /// Where the access token comes from, for `doctor` (never the token).
        var tokenSource: String?
    }

    func phoneSetup() -> PhoneSetup {
        var problems: [String] = []
        var token: Secret?
        do {
            token = try config.phone.accessToken(environment: environment)
        } catch {
            problems.append(error.description)
        }
        var key: [UInt8]?
        do {
            key = try ReplyKeyFile.load(path: ReplyKeyFile.path(forDatabase: paths.database))
        } catch {
            problems.append(error.description)
        }
        return PhoneSetup(
            server: NtfyServer(config: config.phone, accessToken: token?.value), key: key,
            problem: problems.isEmpty ? nil : problems.joined(separator: "; "), tokenSource: token.map { "\($0.source)" })
    }

    /// The phone's sender for one run.
    func phoneChannel(_ run: ChannelRun) -> PhoneChannel {
        let setup = phoneSetup()
        return PhoneChannel(
            config: config.phone, server: setup.server, key: setup.key, unavailable: setup.problem, now: run.now,
            replyWindowSeconds: config.imap.replyWindowSeconds, secondsLeft: run.secondsLeft)
    }

    /// The look at the phone's reply topic, or nil when the phone is off or cannot be read.
    func phoneReplies(store: GraphStore) -> PhoneReplies? {
        guard config.phone.isEnabled else { return nil }
        let setup = phoneSetup()
        guard let key = setup.key, setup.problem == nil else { return nil }
        let now = now
        return PhoneReplies(
            server: setup.server, store: store, key: key, snoozeSeconds: config.snoozeDefault.totalSeconds,
            replyWindowSeconds: config.imap.replyWindowSeconds, now: { now })
    }
}
