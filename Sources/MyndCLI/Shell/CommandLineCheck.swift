/// What the argument parser would get wrong or say poorly, caught before it runs: global
/// options before the command (`mynd --config X list`: moved after it, where the parser takes
/// them), a mistyped command (it says "unexpected argument"; here: did you mean …), and a
/// snooze time that starts with a dash (it reads `-3h` as the flags -3 and -h and prints help,
/// exit 0). Returns the arguments to parse.
enum CommandLineCheck {
    static func checked(_ arguments: [String], commands: [String]) throws -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count, ["--config", "--db"].contains(arguments[index]) || isGlobalWithValue(arguments[index]) {
            let takesNext = !arguments[index].contains("=") && index + 1 < arguments.count
            leading += arguments[index..<(index + (takesNext ? 2 : 1))]
            index += takesNext ? 2 : 1
        }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return arguments }
        try check(Array(arguments[index...]), commands: commands)
        return [arguments[index]] + leading + arguments[(index + 1)...]
    }

    private static func isGlobalWithValue(_ argument: String) -> Bool {
        argument.hasPrefix("--config=") || argument.hasPrefix("--db=")
    }

    /// `arguments` starts with the command word.
    private static func check(_ arguments: [String], commands: [String]) throws {
        let index = 0
        let word = arguments[index]
        if !commands.contains(word), word != "help" {
            let nearest = commands.map { distance(word, $0) }.min() ?? 0
            let close = nearest <= 2 ? commands.filter { distance(word, $0) == nearest } : []
            let hint = close.isEmpty ? "" : ": did you mean \(close.map { "`mynd \($0)`" }.joined(separator: " or "))?"
            throw CLIError(.usage, "'\(word)' is not a mynd command\(hint) (see `mynd help`)")
        }
        if word == "snooze", let time = arguments.dropFirst(index + 1).first(where: Self.isDashLedTime) {
            throw CLIError(
                .usage, "'\(time)' is not a time ahead: a snooze goes forward, so give a span like 3h or a time like 18:00 (no minus sign)")
        }
    }

    /// `-3h`, `-2d`, `-30`: a minus sign and a digit.
    static func isDashLedTime(_ argument: String) -> Bool {
        let scalars = Array(argument.unicodeScalars)
        return scalars.count >= 2 && scalars[0] == "-" && ("0"..."9").contains(scalars[1])
    }

    /// Edit distance (insertions, deletions, substitutions, and a swap of two neighbours counted once).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
