import Testing

extension Tag {
    /// The reliability and security suite (RELIABILITY.md): crashes, concurrency, faults, bad
    /// input, injection, secrets, time. Its suites are named `Reliability…`, so
    /// `make reliability` (`swift test --filter Reliability`) runs it alone; `make test` runs it too.
    @Tag static var reliability: Self
}
