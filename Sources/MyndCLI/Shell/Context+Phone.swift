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
        /// Why the access token cannot be used (its file is readable by others), or nil.
        var tokenProblem: String?
        /// Why the reply key cannot be read (damaged, readable by others), or nil.
        var keyProblem: String?
        /// Why nothing can be sent or read, or nil.
        var problem: String? {
            let problems = [tokenProblem, keyProblem].compactMap { $0 }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        }
        /// Where the access token comes from, for `doctor` (never the token).
        var tokenSource: String?
    }

    func phoneSetup() -> PhoneSetup {
        var setup = PhoneSetup(server: NtfyServer(config: config.phone, accessToken: nil))
        do {
            let token = try config.phone.accessToken(environment: environment)
            setup.server.accessToken = token?.value
            setup.tokenSource = token.map { "\($0.source)" }
        } catch {
            setup.tokenProblem = error.description
        }
        do {
            setup.key = try ReplyKeyFile.load(path: ReplyKeyFile.path(forDatabase: paths.database))
        } catch {
            setup.keyProblem = error.description
        }
        return setup
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
            server: setup.server, store: store, key: key, snoozeDefault: config.snoozeDefault, limits: config.limits,
            zone: zone, replyWindowSeconds: config.imap.replyWindowSeconds, now: { now })
    }

    /// Takes answered nudges' messages off the phone, or nil when the phone is off or its
    /// access token cannot be used.
    func phoneWithdrawal(store: GraphStore) -> PhoneWithdrawal? {
        guard config.phone.isEnabled else { return nil }
        let setup = phoneSetup()
        guard setup.tokenProblem == nil else { return nil }
        let now = now
        return PhoneWithdrawal(server: setup.server, store: store, now: { now })
    }
}
