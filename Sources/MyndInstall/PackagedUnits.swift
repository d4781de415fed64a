/// The units as a distribution package installs them, in the system's folder for user units,
/// enabled for no one: each runs the packaged binary and loads no credential, so it works as
/// shipped for anyone who enables it with a default config. `mynd install` enables them for
/// the person and writes only what is theirs into drop-ins beside them (`DropInRenderer`).
package struct PackagedUnits: Equatable, Sendable {
    /// Where Debian (and most distributions) keep the user units packages ship
    /// (`pkg-config systemd --variable=systemduserunitdir`).
    package static let directory = "/usr/lib/systemd/user"

    /// Where the package puts the binary the units run.
    package static let binary = "/usr/bin/mynd"

    /// How every packaged unit begins: how install, uninstall and doctor recognise them.
    package static let marker = "# Shipped by the mynd package and enabled for no one: `mynd install` enables it for you,"

    static let secondLine = "# with your settings in a drop-in beside it (~/.config/systemd/user/NAME.d/\(DropInRenderer.fileName))."

    /// The folder they were found in.
    package var directory: String
    /// The packaged units found there, by name (only files that begin with the marker).
    package var files: [String: String]

    package init(directory: String = Self.directory, files: [String: String]) {
        self.directory = directory
        self.files = files.filter { $0.value.hasPrefix(Self.marker) }
    }

    /// Every one of mynd's units is there.
    package var isComplete: Bool { UnitRenderer.names.allSatisfy { files[$0] != nil } }

    package var missing: [String] { UnitRenderer.names.filter { files[$0] == nil } }

    /// The program the packaged services run, from their `ExecStart=`.
    package var program: String? {
        guard let text = files["mynd-refresh.service"],
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ExecStart=") })
        else { return nil }
        return line.dropFirst("ExecStart=".count).split(separator: " ").first.map(String.init)
    }

    /// Whether `mynd install` run from `binary` puts these units to work (with drop-ins) rather
    /// than writing units of its own: they are all there and run that very binary. Another
    /// binary (one built from source beside the package) gets units of its own, which systemd
    /// reads ahead of the packaged ones.
    package func serve(_ binary: String) -> Bool { isComplete && program == binary }

    /// The units as a package ships them: `ExecStart=` names `binary`, no `LoadCredential=`
    /// (a line naming a missing file fails the unit), the digest at the shipped morning time.
    package static func render(binary: String = Self.binary, units: [String: String] = BuiltinUnits.all) -> [RenderedUnit] {
        let shipped = "ExecStart=" + UnitRenderer.shippedBinary
        return UnitRenderer.names.compactMap { name in
            guard let text = units[name] else { return nil }
            var lines = [marker, secondLine]
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            where !line.hasPrefix("LoadCredential=") {
                lines.append(line.hasPrefix(shipped) ? "ExecStart=" + binary + line.dropFirst(shipped.count) : line)
            }
            return RenderedUnit(name: name, contents: lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"))
        }
    }
}
