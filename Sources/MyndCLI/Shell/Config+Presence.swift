import MyndCore

extension Config {
    /// `[presence] away_after`: a duration from a minute to a day (logind's idle hint comes
    /// after the desktop's own idle delay, typically minutes).
    static func awayAfter(_ reader: Reader) throws -> DurationText? {
        guard let text = try reader.string("presence", "away_after") else { return nil }
        guard let duration = DurationText(text), (60...86_400).contains(duration.totalSeconds) else {
            throw CLIError(
                .config,
                "\(reader.path): presence.away_after = \"\(text)\" is not a duration from 1m to 24h: use one like \"10m\" (idle this long counts as away)"
            )
        }
        return duration
    }
}
