/// A message Claude wrote, with the attempts it took to get it.
public struct MessageReply: Equatable, Sendable {
    public var message: Message
    /// Every attempt in order; the last one succeeded.
    public var attempts: [AttemptRecord]

    public init(message: Message, attempts: [AttemptRecord]) {
        self.message = message
        self.attempts = attempts
    }

    /// Retries made: attempts after the first.
    public var retries: Int { max(0, attempts.count - 1) }
}
