import Foundation
import MyndAI
import MyndCore
import TOMLKit

extension AIConfig {
    /// The `[ai]` table of config.toml.
    static func parse(_ reader: Config.Reader) throws -> AIConfig {
        var ai = AIConfig()
        let path = reader.path
        if let url = try reader.string("ai", "base_url"), !url.isEmpty {
            // A user name or password in the URL would be shown wherever the URL is (doctor,
            // errors): refused, and not repeated in the message. The key goes in a header.
            guard !url.contains("@") else {
                throw CLIError(
                    .config,
                    "\(path): ai.base_url holds a user name or password: keep it to https://host, and give the key as ANTHROPIC_API_KEY or ai.key_file (chmod 600)"
                )
            }
            guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil else {
                throw CLIError(
                    .config, "\(path): ai.base_url = \"\(url)\" is not an http(s) URL: use a form like \"https://api.anthropic.com\"")
            }
            if let problem = Config.urlProblem(url) {
                throw CLIError(.config, "\(path): ai.base_url \(problem): use a form like \"https://api.anthropic.com\"")
            }
            ai.baseURL = url
        }
        if let file = try reader.string("ai", "key_file"), !file.isEmpty { ai.keyFile = file }
        for (key, keyPath) in [("model_followup", \AIConfig.followUpModel), ("model_digest", \AIConfig.digestModel)] {
            guard let model = try reader.string("ai", key) else { continue }
            guard !model.isEmpty, model.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._:@".contains($0)) }) else {
                throw CLIError(
                    .config, "\(path): ai.\(key) = \"\(model)\" is not a model name: use one like \"\(AIConfig()[keyPath: keyPath])\"")
            }
            ai[keyPath: keyPath] = model
        }
        if let n = try reader.integer("ai", "daily_token_budget", in: 0...100_000_000) { ai.dailyTokenBudget = n }
        if let b = try reader.bool("ai", "batch") { ai.batch = b }
        if let value = reader.value("ai", "prices") {
            let example = "[ai.prices.\"claude-haiku-4-5\"] with input = 1.0 and output = 5.0"
            guard let table = value.table else {
                throw CLIError(.config, "\(path): ai.prices must be a table of models, like \(example)")
            }
            for (model, entry) in table {
                guard let prices = entry.table, let input = Self.number(prices["input"]), let output = Self.number(prices["output"]),
                    input >= 0, output >= 0, prices.count == 2
                else {
                    throw CLIError(
                        .config,
                        "\(path): ai.prices.\"\(model)\" must have exactly input and output, USD per million tokens, like \(example)")
                }
                ai.prices[model] = (input, output)
            }
        }
        return ai
    }

    private static func number(_ value: (any TOMLValueConvertible)?) -> Double? {
        guard let value else { return nil }
        return value.double ?? value.int.map(Double.init)
    }
}
