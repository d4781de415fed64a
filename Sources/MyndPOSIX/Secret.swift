import Foundation

/// A secret (the Anthropic key, the SMTP password) from where systemd and the person put
/// it: an environment variable, a systemd credential, or a file only its owner can read.
/// Neither its description nor any error shows the value.
package struct Secret: CustomStringConvertible, Sendable {
    package enum Source: CustomStringConvertible, Sendable {
        case environment(String)
        case credential(String)
        case file(String)

        package var description: String {
            switch self {
            case .environment(let name): "$\(name)"
            case .credential(let path): "systemd credential \(path)"
            case .file(let path): path
            }
        }
    }

    package let value: String
    package let source: Source

    package var description: String { "secret from \(source)" }

    /// The first of: `$variable`, `$CREDENTIALS_DIRECTORY/credential`, `file`. nil when none is
    /// set; an error when the one that is set cannot be used (a file others can read, an
    /// empty or multi-line value).
    package static func resolve(
        variable: String, credential: String, file: String?, configKey: String, environment: [String: String]
    ) throws(SecretError) -> Secret? {
        if let value = environment[variable], !value.isEmpty {
            return try checked(value, source: .environment(variable), configKey: configKey)
        }
        if let folder = environment["CREDENTIALS_DIRECTORY"], !folder.isEmpty {
            let path = folder + "/" + credential
            if let data = FileManager.default.contents(atPath: path) {
                return try checked(String(decoding: data, as: UTF8.self), source: .credential(path), configKey: configKey)
            }
        }
        guard let file, !file.isEmpty else { return nil }
        // A link is judged by the file it points to: that is the one others could read, and the
        // one chmod changes.
        let path = ((file as NSString).expandingTildeInPath as NSString).resolvingSymlinksInPath
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw SecretError("\(configKey) = \"\(file)\": no such file: create it (chmod 600) or remove the setting")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        guard mode & 0o077 == 0 else {
            throw SecretError(
                "\(configKey) = \"\(file)\" can be read by others (mode \(String(mode, radix: 8))): run chmod 600 \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SecretError("\(configKey) = \"\(file)\" cannot be read: check that it belongs to you")
        }
        return try checked(String(decoding: data, as: UTF8.self), source: .file(path), configKey: configKey)
    }

    /// One line of printable ASCII: anything else would corrupt (or inject into) a header.
    private static func checked(_ raw: String, source: Source, configKey: String) throws(SecretError) -> Secret {
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else {
            throw SecretError("the secret in \(source) is empty: put the value there, or unset it")
        }
        guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f }) else {
            throw SecretError(
                "the secret in \(source) has spaces, line breaks or other characters a key cannot have: keep only the value itself")
        }
        return Secret(value: value, source: source)
    }
}

/// Why a secret that is set cannot be used, in one line that says how to fix it.
package struct SecretError: Error, CustomStringConvertible {
    package var description: String

    init(_ description: String) { self.description = description }
}
