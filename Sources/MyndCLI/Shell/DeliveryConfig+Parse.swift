import Foundation
import MyndCore
import MyndDelivery
import MyndMail
import MyndCurl
import TOMLKit

/// `[desktop]` and `[smtp]`: the desktop's helper and click, and where email goes.
extension Config {
    static var desktop: ConfigSection {
        ConfigSection(
            name: "desktop",
            keys: [
                .value(
                    "helper", \.desktop.helper, shown: { quoted($0.words.joined(separator: " ")) },
                    note: "run without a shell when no notification server answers"
                ) { entry in
                    let helper = try entry.string()
                    guard !helper.contains(where: { $0.isNewline || $0 == "\0" }), let words = try? CommandWords(parsing: helper) else {
                        throw entry.error("must name a program, like \"notify-send\"")
                    }
                    return words
                },
                .value(
                    "open_command", \.desktop.openCommand, shown: { quoted($0?.words.joined(separator: " ") ?? "") },
                    note: "a click on a nudge; {id} is the goal's short id; \"\" =", "x-terminal-emulator -e mynd show {id} --wait"
                ) { try DesktopConfig.openCommand($0) },
            ])
    }

    /// Email is off while `url` is empty, and nothing else of `[smtp]` is read then.
    static var smtp: ConfigSection {
        ConfigSection(
            name: "smtp", note: "email is off while url is empty",
            keys: [
                .value("url", \.smtp.url, shown: { quoted($0 ?? "") }, note: "smtp://host:587 (STARTTLS) or smtps://host:465") {
                    try SMTPConfig.url($0)
                },
                ConfigKey(
                    name: "starttls",
                    template: {
                        templateLines(
                            "starttls = \(quoted($0.smtp.starttls.rawValue))", note: ["required | optional | off (only for localhost)"])
                    },
                    read: { config, entry in try config.smtp.readStartTLS(entry) }),
                .optionalString("ca_file", \.smtp.caFile, note: "extra CA bundle (a self-signed server)"),
                .optionalString("username", \.smtp.username),
                .optionalString(
                    "password_file", \.smtp.passwordFile, note: "0600; or env MYND_SMTP_PASSWORD, or $CREDENTIALS_DIRECTORY/smtp-password"),
                ConfigKey(
                    name: "from", template: { templateLines("from = \(quoted($0.smtp.from))", note: ["e.g. \"mynd@example.org\""]) },
                    read: { config, entry in
                        let from = try entry.string()
                        guard SMTPConfig.isAddress(from) else {
                            throw entry.error("= \"\(from)\" is not an email address: email needs a sender, like \"mynd@example.org\"")
                        }
                        config.smtp.from = from
                    }, absent: .readAs("")),
                ConfigKey(
                    name: "to", template: { templateLines("to = \(quoted($0.smtp.to))", note: ["e.g. [\"me@example.org\"]"]) },
                    read: { config, entry in
                        guard let array = entry.value.array, !array.isEmpty,
                            array.allSatisfy({ $0.string.map(SMTPConfig.isAddress) ?? false })
                        else { throw entry.error("must be a list of email addresses, like to = [\"me@example.org\"]") }
                        config.smtp.to = array.compactMap(\.string)
                    }, absent: .missing("is missing: list who gets the email, like to = [\"me@example.org\"]")),
            ], isOn: { $0.smtp.isEnabled })
    }
}

extension DesktopConfig {
    /// `open_command`: a command line with `{id}` its one placeholder (anything else in braces
    /// would reach the program as is); "" is the default terminal.
    static func openCommand(_ entry: Config.Entry) throws -> CommandWords? {
        let command = try entry.string()
        if command.isEmpty { return nil }
        let placeholders = command.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
            .compactMap { $0.split(separator: "}", maxSplits: 1, omittingEmptySubsequences: false).first }
        if let unknown = placeholders.first(where: { $0 != "id" }) {
            throw entry.error(
                "has an unknown placeholder {\(unknown)}: the one there is is {id} (the goal's short id), like \"foot -e mynd show {id}\"")
        }
        do {
            return try CommandWords(parsing: command)
        } catch {
            throw entry.error("= \"\(command)\": \(error): write it as a command line, like \"foot -e mynd show {id}\"")
        }
    }
}

extension SMTPConfig {
    /// `url`: smtp:// or smtps:// with a host; "" leaves email off. `smtp://user:password@host`
    /// would put the password wherever the URL is shown (doctor, errors): refused, and not
    /// repeated in the message.
    static func url(_ entry: Config.Entry) throws -> String? {
        let url = try entry.string()
        if url.isEmpty { return nil }
        guard !url.contains("@") else {
            throw entry.error(
                "holds a user name or password: keep it to smtp://host:port, put the user in smtp.username and the password in MYND_SMTP_PASSWORD or smtp.password_file (chmod 600)"
            )
        }
        guard let parsed = URL(string: url), ["smtp", "smtps"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host?.isEmpty == false
        else {
            throw entry.error("= \"\(url)\" is not an SMTP URL: use smtp://host:587 (STARTTLS) or smtps://host:465")
        }
        if let problem = Config.urlProblem(url) {
            throw entry.error("\(problem): use smtp://host:587 (STARTTLS) or smtps://host:465")
        }
        return url
    }

    /// `starttls`: required, optional or off — off only for a server on this machine, since
    /// it sends mail and password in plain text.
    mutating func readStartTLS(_ entry: Config.Entry) throws {
        let mode = try entry.string()
        guard let value = SMTPSender.StartTLS(rawValue: mode) else {
            throw entry.error("= \"\(mode)\" is not one of required, optional, off")
        }
        starttls = value
        guard value == .off, let parsed = url.flatMap(URL.init(string:)), parsed.scheme?.lowercased() == "smtp",
            let host = parsed.host, !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
        else { return }
        throw entry.error("= \"off\" sends mail and password in plain text: allowed only for localhost, not \(host)")
    }
}
