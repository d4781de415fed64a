import MyndCore
import TOMLKit

/// `[channels]`: which channels follow-ups and the digest go to, by the names the channels
/// registered (`ChannelRegistration`).
extension Config {
    static var channels: ConfigSection {
        let names = ChannelRegistration.all.map(\.declaration.name.rawValue)
        return ConfigSection(
            name: "channels",
            keys: [
                channelList("followup", \.followUpChannels, note: [names.sorted().joined(separator: " | ")]),
                channelList("digest", \.digestChannels, note: []),
            ])
    }

    /// A list of channel names, each one a registered channel's, said once.
    private static func channelList(_ name: String, _ target: WritableKeyPath<Config, [Channel]>, note: [String]) -> ConfigKey {
        ConfigKey(
            name: name, template: { templateLines("\(name) = \(quoted($0[keyPath: target].map(\.rawValue)))", note: note) },
            read: { config, entry in
                let known = ChannelRegistration.all.map(\.declaration.name)
                let names = known.map(\.rawValue).joined(separator: ", ")
                guard let array = entry.value.array else {
                    throw entry.error("must be a list, like \(name) = [\"desktop\"] (channels: \(names))")
                }
                var list: [Channel] = []
                for item in array {
                    guard let text = item.string, known.contains(Channel(text)) else {
                        throw entry.error("has \(item.debugDescription), which is not a channel (channels: \(names))")
                    }
                    if !list.contains(Channel(text)) { list.append(Channel(text)) }
                }
                config[keyPath: target] = list
            })
    }
}
