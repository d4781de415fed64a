/// A message Claude wrote, with the attempts it took to get it.
package struct MessageReply: Equatable, Sendable {
    package var message: Message
    /// Every attempt in order; the last one succeeded.
    package var attempts: [AttemptRecord]

    package init(message: Message, attempts: [AttemptRecord]) {
        self.message = message
        self.attempts = attempts
    }

    /// Retries made: attempts after the first.
    package var retries: Int { max(0, attempts.count - 1) }
}
