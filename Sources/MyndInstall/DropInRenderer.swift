/// What `mynd install` adds to the packaged units, as drop-ins in the person's unit folder
/// (`NAME.d/mynd-install.conf`): the person's credentials, the variables that find their
/// files, and the digest's time in their zone. A unit with nothing to add gets no drop-in.
/// Pure, as `UnitRenderer` is.
package enum DropInRenderer {
    /// Sorts before `override.conf` (what `systemctl --user edit` writes), so a person's own
    /// drop-in is read after this one and wins.
    package static let fileName = "mynd-install.conf"

    /// The first line of every drop-in install writes.
    package static let marker =
        UnitRenderer.ownership + " beside the packaged unit; `mynd uninstall` removes it. Your own settings: `systemctl --user edit`."

    /// The drop-ins for `settings`, over the units as shipped.
    package static func render(_ settings: UnitSettings, units: [String: String] = BuiltinUnits.all) throws(UnitRenderer.Refusal)
        -> [RenderedUnit]
    {
        let values = try UnitRenderer.Values(settings)
        return UnitRenderer.names.compactMap { name in
            guard let text = units[name] else { return nil }
            let source = text.split(separator: "\n").map(String.init)
            var body: [String]
            if name.hasSuffix(".service") {
                let credentials = source.filter { $0.hasPrefix("LoadCredential=") }.map(UnitRenderer.credentialID)
                    .filter(values.credentials.contains).map(values.loadCredential)
                body = values.environment + credentials
                if !body.isEmpty { body.insert("[Service]", at: 0) }
            } else {
                // A list setting is reset by an empty assignment; then every calendar the
                // shipped timer has, the daily one at the person's time.
                let calendars = source.filter { $0.hasPrefix("OnCalendar=") }
                let mine = calendars.map { UnitRenderer.isDailyCalendar($0, of: name) ? "OnCalendar=" + values.calendar : $0 }
                body = mine == calendars ? [] : ["[Timer]", "OnCalendar="] + mine
            }
            guard !body.isEmpty else { return nil }
            return RenderedUnit(name: name, kind: .dropIn, contents: ([marker] + body).joined(separator: "\n") + "\n")
        }
    }
}
