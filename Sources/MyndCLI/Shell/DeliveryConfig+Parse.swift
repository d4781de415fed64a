import Foundation
import MyndCore
import MyndDelivery
import MyndMail
import MyndCurl
import TOMLKit

extension DesktopConfig {
    /// The `[desktop]` table of config.toml.
    static func parse(_ reader: Config.Reader) throws -> DesktopConfig {
        var desktop = DesktopConfig()
        if let helper = try reader.string("desktop", "helper") {
            guard !helper.contains(where: { $0.isNewline || $0 == "\0" }), let words = try? CommandWords(parsing: helper) else {
                throw CLIError(.config, "\(reader.path): desktop.helper must name a program, like \"notify-send\"")
            }
            desktop.helper = words
        }
        if let command = try reader.string("desktop", "open_command"), !command.isEmpty {
            // {id} is the one placeholder: anything else in braces would reach the program as is.
            let placeholders = command.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
                .compactMap { $0.split(separator: "}", maxSplits: 1, omittingEmptySubsequences: false).first }
            if let unknown = placeholders.first(where: { $0 != "id" }) {
                throw CLIError(
                    .config,
                    "\(reader.path): desktop.open_command has an unknown placeholder {\(unknown)}: the one there is is {id} (the goal's short id), like \"foot -e mynd show {id}\""
                )
            }
            do {
                desktop.openCommand = try CommandWords(parsing: command)
            } catch {
                throw CLIError(
                    .config,
                    "\(reader.path): desktop.open_command = \"\(command)\": \(error): write it as a command line, like \"foot -e mynd show {id}\""
                )
            }
        }
        return desktop
    }
}

extension SMTPConfig {
    /// The `[smtp]` table of config.toml.
    static func parse(_ reader: Config.Reader) throws -> SMTPConfig {
        var smtp = SMTPConfig()
        let path = reader.path
        guard let url = try reader.string("smtp", "url"), !url.isEmpty else { return smtp }
        // `smtp://user:password@host` would put the password wherever the URL is shown (doctor,
        // errors): refused, and not repeated in the message.
        guard !url.contains("@") else {
            throw CLIError(
                .config,
                "\(path): smtp.url holds a user name or password: keep it to smtp://host:port, put the user in smtp.username and the password in MYND_SMTP_PASSWORD or smtp.password_file (chmod 600)"
            )
        }
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["smtp", "smtps"].contains(scheme),
            let host = parsed.host, !host.isEmpty
        else {
            throw CLIError(.config, "\(path): smtp.url = \"\(url)\" is not an SMTP URL: use smtp://host:587 (STARTTLS) or smtps://host:465")
        }
        if let problem = Config.urlProblem(url) {
            throw CLIError(.config, "\(path): smtp.url \(problem): use smtp://host:587 (STARTTLS) or smtps://host:465")
        }
        smtp.url = url
        if let mode = try reader.string("smtp", "starttls") {
            guard let value = SMTPSender.StartTLS(rawValue: mode) else {
                throw CLIError(.config, "\(path): smtp.starttls = \"\(mode)\" is not one of required, optional, off")
            }
            smtp.starttls = value
        }
        if smtp.starttls == .off, scheme == "smtp", !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased()) {
            throw CLIError(
                .config, "\(path): smtp.starttls = \"off\" sends mail and password in plain text: allowed only for localhost, not \(host)")
        }
        for (key, keyPath) in [("ca_file", \SMTPConfig.caFile), ("username", \.username), ("password_file", \.passwordFile)] {
            if let value = try reader.string("smtp", key), !value.isEmpty { smtp[keyPath: keyPath] = value }
        }
        smtp.from = try reader.string("smtp", "from") ?? ""
        guard Self.isAddress(smtp.from) else {
            throw CLIError(
                .config, "\(path): smtp.from = \"\(smtp.from)\" is not an email address: email needs a sender, like \"mynd@example.org\"")
        }
        guard let list = reader.value("smtp", "to") else {
            throw CLIError(.config, "\(path): smtp.to is missing: list who gets the email, like to = [\"me@example.org\"]")
        }
        guard let array = list.array, !array.isEmpty, array.allSatisfy({ $0.string.map(Self.isAddress) ?? false }) else {
            throw CLIError(.config, "\(path): smtp.to must be a list of email addresses, like to = [\"me@example.org\"]")
        }
        smtp.to = array.compactMap(\.string)
        return smtp
    }
}
