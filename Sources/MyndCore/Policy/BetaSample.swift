import Foundation

/// Draws from a Beta distribution with a generator seeded by the caller, so the same seed gives
/// the same draw: Thompson sampling that a dry run can show exactly as the real run will do it.
struct BetaSample {
    /// SplitMix64: small, fast and good enough to sample with.
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in (0, 1).
    mutating func uniform() -> Double { (Double(next() >> 11) + 0.5) / Double(1 << 53) }

    /// Standard normal (Box–Muller).
    mutating func normal() -> Double { sqrt(-2 * log(uniform())) * cos(2 * Double.pi * uniform()) }

    /// Gamma(shape, 1) by Marsaglia and Tsang (2000); shape < 1 through Gamma(shape + 1).
    mutating func gamma(_ shape: Double) -> Double {
        if shape < 1 { return gamma(shape + 1) * pow(uniform(), 1 / shape) }
        let d = shape - 1.0 / 3
        let c = 1 / sqrt(9 * d)
        while true {
            let x = normal()
            let v = pow(1 + c * x, 3)
            guard v > 0 else { continue }
            let u = uniform()
            if log(u) < 0.5 * x * x + d - d * v + d * log(v) { return d * v }
        }
    }

    /// Beta(alpha, beta) as the ratio of two gammas.
    mutating func beta(_ alpha: Double, _ beta: Double) -> Double {
        let x = gamma(alpha)
        return x / (x + gamma(beta))
    }
}
