import ArgumentParser
import Foundation
import MyndCore
import MyndDelivery
import MyndPOSIX

extension Mynd {
    struct Phone: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "phone",
            abstract: "Set up the phone (ntfy) and send it a test message.",
            discussion: """
                Nudges reach your phone through an ntfy server (https://ntfy.sh, or your own) while you \
                are away from your desk. `mynd phone setup` makes a random topic pair, writes [phone] \
                into the config, prints the address to subscribe to in the ntfy app and sends a test; \
                `mynd phone test` sends one again. Add "phone" to [channels] followup for nudges.
                """,
            subcommands: [Setup.self, Test.self])

        struct Setup: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "setup", abstract: "Make a random topic pair, write [phone], send a test.")

            @OptionGroup var global: GlobalOptions
            @Option(help: "The ntfy server (default https://ntfy.sh).") var server = "https://ntfy.sh"

            func run() throws {
                let context = try Context(global)
                let path = context.paths.config
                let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                if existing.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "[phone]" }) {
                    throw CLIError(
                        .config, "\(path) has a [phone] section already: `mynd phone test` sends a test, or remove it to set up anew")
                }
                let topic = "mynd-" + Self.randomName()
                let section = """

                    [phone]
                    topic = "\(topic)"
                    reply_topic = "\(topic)-\(Self.randomName(length: 8))"
                    server = "\(server)"

                    """
                let text = (existing.isEmpty || existing.hasSuffix("\n") ? existing : existing + "\n") + section
                // The whole file must still read: a bad --server is one line, and nothing is written.
                let config = try Config.parse(text, path: path)
                do {
                    try AtomicFile.write(Data(text.utf8), to: path, permissions: 0o600)
                } catch {
                    throw CLIError(.cantCreate, "cannot write \(path): \(error)")
                }
                let url = config.phone.base + "/" + topic
                Output.line("[phone] written to \(path)")
                Output.line("subscribe in the ntfy app to: \(url)")
                let programs = ProgramRunner(environment: context.environment)
                if programs.find("qrencode") != nil,
                    case .success(let qr) = programs.capture(["qrencode", "-t", "UTF8", url], timeout: 5)
                {
                    Output.line(qr.stdout.trimmingCharacters(in: .newlines))
                }
                if !config.followUpChannels.contains(.phone) {
                    Output.line("to get nudges there, add \"phone\" to [channels] followup")
                }
                try Test.send(Context(configPath: path, databasePath: global.databasePath, environment: context.environment))
            }

            /// Lowercase letters and digits from the system's random source: 24 of them are
            /// about 124 bits, beyond guessing.
            static func randomName(length: Int = 24) -> String {
                var generator = SystemRandomNumberGenerator()
                let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
                return String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
            }
        }

        struct Test: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "test", abstract: "Send a test message to the phone.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                try Self.send(Context(global))
            }

            static func send(_ context: Context) throws {
                guard context.config.phone.isEnabled else {
                    throw CLIError(.config, "[phone] topic is not set: run `mynd phone setup`")
                }
                let setup = context.phoneSetup()
                if let problem = setup.tokenProblem { throw CLIError(.config, problem) }
                let words = context.language.language.phoneTest
                switch setup.server.sendTest(title: words.title, body: words.body) {
                case .sent(let via, _):
                    Output.line("test message sent via \(via): it should be on your phone now")
                case .retryLater(let reason), .retryAfter(let reason, _), .failed(let reason), .notTried(let reason),
                    .handedOff(let reason):
                    throw CLIError(.unavailable, "the test message was not sent: \(reason)")
                }
            }
        }
    }
}
