import Foundation
import MyndAI
import MyndCore
import TOMLKit

/// `[ai]`: where Claude is, which models write what, and what it may cost.
extension Config {
    static var ai: ConfigSection {
        ConfigSection(
            name: "ai",
            keys: [
                .value("base_url", \.ai.baseURL, shown: { quoted($0 ?? AIConfig.defaultBaseURL) }, note: "ANTHROPIC_BASE_URL overrides") {
                    try AIConfig.baseURL($0)
                },
                .optionalString(
                    "key_file", \.ai.keyFile, note: "a file only you can read (chmod 600); or set",
                    "ANTHROPIC_API_KEY, or a systemd credential anthropic-api-key"),
                .value("model_followup", \.ai.followUpModel, shown: quoted) { try AIConfig.model($0, like: AIConfig.defaultFollowUpModel) },
                .value("model_digest", \.ai.digestModel, shown: quoted) { try AIConfig.model($0, like: AIConfig.defaultDigestModel) },
                .value(
                    "daily_token_budget", \.ai.dailyTokenBudget, shown: { "\($0)" },
                    note: "hard: a call is made only if its worst case fits; 0 = off"
                ) { try $0.integer(in: 0...100_000_000) },
                .value(
                    "monthly_budget_usd", \.ai.monthlyBudgetUSD, shown: { String(format: "%.2f", $0) },
                    note: "hard, at list prices; 0 turns Claude off"
                ) { entry in
                    guard let usd = entry.number, usd >= 0, usd <= 1_000_000 else {
                        throw entry.error("must be a number of US dollars, like 0.50 (0 turns Claude off)")
                    }
                    return usd
                },
                .value("batch", \.ai.batch, shown: { "\($0)" }, note: "write ahead overnight as one Message Batch (half price)") {
                    try $0.bool()
                },
                ConfigKey(name: "prices", template: { _ in pricesTemplate }, read: { config, entry in try config.ai.readPrices(entry) }),
            ])
    }

    /// An example rather than a default: the built-in prices need no entry.
    private static let pricesTemplate =
        templateLines("[ai.prices.\"claude-haiku-5-5\"]", note: ["USD per million tokens; built in for Anthropic's models"])
        + templateLines("input = 0.1", note: []) + templateLines("output = 0.5", note: [])
        + templateLines("cache_write = 0.125", note: ["optional: 1.25 × input when left out"])
        + templateLines("cache_read = 0.01", note: ["optional: 0.1 × input when left out"])
}

extension AIConfig {
    /// `base_url`: http(s) with a host; "" is the default. A user name or password in it
    /// would be shown wherever the URL is (doctor, errors): refused, and not repeated in the
    /// message. The key goes in a header.
    static func baseURL(_ entry: Config.Entry) throws -> String? {
        let url = try entry.string()
        if url.isEmpty { return nil }
        guard !url.contains("@") else {
            throw entry.error(
                "holds a user name or password: keep it to https://host, and give the key as ANTHROPIC_API_KEY or ai.key_file (chmod 600)")
        }
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil else {
            throw entry.error("= \"\(url)\" is not an http(s) URL: use a form like \"https://api.anthropic.com\"")
        }
        if let problem = Config.urlProblem(url) {
            throw entry.error("\(problem): use a form like \"https://api.anthropic.com\"")
        }
        return url
    }

    /// A model id: letters, digits and `-._:@`, like `example`.
    static func model(_ entry: Config.Entry, like example: String) throws -> String {
        let model = try entry.string()
        guard !model.isEmpty, model.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._:@".contains($0)) }) else {
            throw entry.error("= \"\(model)\" is not a model name: use one like \"\(example)\"")
        }
        return model
    }

    /// `[ai.prices."MODEL"]` tables: input and output, optionally cache_write and cache_read,
    /// in USD per million tokens; they replace the built-in prices of those models.
    mutating func readPrices(_ entry: Config.Entry) throws {
        let example = "[ai.prices.\"claude-haiku-5-5\"] with input = 0.1 and output = 0.5 (optionally cache_write, cache_read)"
        guard let table = entry.value.table else { throw entry.error("must be a table of models, like \(example)") }
        let keys: Set = ["input", "output", "cache_write", "cache_read"]
        for (model, value) in table {
            let prices = value.table
            func price(_ key: String) -> Double? { prices?[key].flatMap { $0.double ?? $0.int.map(Double.init) } }
            func fits(_ key: String) -> Bool { prices?[key] == nil || (price(key).map { $0 >= 0 } ?? false) }
            guard let prices, let input = price("input"), let output = price("output"), input >= 0, output >= 0,
                Set(prices.keys).isSubset(of: keys), fits("cache_write"), fits("cache_read")
            else {
                throw CLIError(
                    .config, "\(entry.path): \(entry.name).\"\(model)\" must have input and output, USD per million tokens, like \(example)"
                )
            }
            var modelPrice = ModelPrice(model: model, inputPerMillion: input, outputPerMillion: output)
            if let write = price("cache_write") { modelPrice.cacheWritePerMillion = write }
            if let read = price("cache_read") { modelPrice.cacheReadPerMillion = read }
            self.prices[model] = modelPrice
        }
    }
}
