import MyndCore

/// The channel names the store's tests write rows for. The store keeps a row's channel by
/// name and knows nothing of what a channel is: that is the channel's own declaration.
extension Channel {
    static let terminal = Channel("terminal")
    static let desktop = Channel("desktop")
    static let email = Channel("email")
}
