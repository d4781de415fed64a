import Foundation
package import MyndPOSIX

/// Claude as this run can reach it: the base URL, the key and where it came from — or why
/// Claude cannot be asked at all, which becomes the fallback reason of every text.
package struct AISetup {
    package var config: AIConfig
    package var baseURL: String
    package var key: Secret?
    /// Set when no call can be made: no key, a key that was refused, AI turned off.
    package var unavailable: String?
    /// Claude was simply not set up (no key anywhere) or turned off (a budget of 0): not a
    /// fault, unlike a key that cannot be read or an endpoint that is wrong.
    package var isOff = false

    package init(config: AIConfig, environment: [String: String]) {
        self.config = config
        // As the official SDKs do: the environment names the endpoint unless told otherwise;
        // here the config file is "told otherwise" only when the variable is unset.
        if let url = environment["ANTHROPIC_BASE_URL"], !url.isEmpty {
            baseURL = url
            if url.contains("@") {
                unavailable =
                    "ANTHROPIC_BASE_URL holds a user name or password: keep it to https://host (the key goes in ANTHROPIC_API_KEY)"
            } else if URL(string: url).flatMap({ ["http", "https"].contains($0.scheme?.lowercased() ?? "") && $0.host != nil }) != true {
                unavailable = "ANTHROPIC_BASE_URL='\(url)' is not an http(s) URL: fix or unset it"
            }
        } else {
            baseURL = config.baseURL ?? AIConfig.defaultBaseURL
        }
        do {
            key = try Secret.resolve(
                variable: "ANTHROPIC_API_KEY", credential: "anthropic-api-key", file: config.keyFile,
                configKey: "ai.key_file", environment: environment)
        } catch {
            unavailable = unavailable ?? error.description
        }
        if unavailable == nil, key == nil {
            unavailable = "no API key: set ANTHROPIC_API_KEY, a systemd credential anthropic-api-key, or ai.key_file"
            isOff = true
        }
        if unavailable == nil, config.dailyTokenBudget == 0 {
            unavailable = "Claude is off (ai.daily_token_budget = 0)"
            isOff = true
        }
        if unavailable == nil, config.monthlyBudgetUSD == 0 {
            unavailable = "Claude is off (ai.monthly_budget_usd = 0)"
            isOff = true
        }
    }
}
