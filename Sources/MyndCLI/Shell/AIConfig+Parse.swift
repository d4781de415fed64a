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
        if let value = reader.value("ai", "monthly_budget_usd") {
            guard let usd = Self.number(value), usd >= 0, usd <= 1_000_000 else {
                throw CLIError(.config, "\(path): ai.monthly_budget_usd must be a number of US dollars, like 0.50 (0 turns Claude off)")
            }
            ai.monthlyBudgetUSD = usd
        }
        if let value = reader.value("ai", "prices") {
            let example = "[ai.prices.\"claude-haiku-5-5\"] with input = 0.1 and output = 0.5 (optionally cache_write, cache_read)"
            guard let table = value.table else {
                throw CLIError(.config, "\(path): ai.prices must be a table of models, like \(example)")
            }
            for (model, entry) in table {
                let keys: Set = ["input", "output", "cache_write", "cache_read"]
                guard let prices = entry.table, let input = Self.number(prices["input"]), let output = Self.number(prices["output"]),
                    input >= 0, output >= 0, Set(prices.keys).isSubset(of: keys),
                    prices["cache_write"] == nil || Self.number(prices["cache_write"]).map({ $0 >= 0 }) == true,
                    prices["cache_read"] == nil || Self.number(prices["cache_read"]).map({ $0 >= 0 }) == true
                else {
                    throw CLIError(
                        .config,
                        "\(path): ai.prices.\"\(model)\" must have input and output, USD per million tokens, like \(example)")
                }
                var price = ModelPrice(model: model, inputPerMillion: input, outputPerMillion: output)
                if let write = Self.number(prices["cache_write"]) { price.cacheWritePerMillion = write }
                if let read = Self.number(prices["cache_read"]) { price.cacheReadPerMillion = read }
                ai.prices[model] = price
            }
        }
        return ai
    }

    private static func number(_ value: (any TOMLValueConvertible)?) -> Double? {
        guard let value else { return nil }
        return value.double ?? value.int.map(Double.init)
    }
}
