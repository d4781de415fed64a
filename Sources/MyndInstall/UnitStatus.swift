import Foundation

/// One unit as the user manager sees it, from `systemctl --user show -p …` (read by the
/// shell, parsed here so the install plan and doctor stay pure).
package struct UnitStatus: Equatable, Sendable {
    package var id: String
    /// loaded, not-found, bad-setting, …
    package var loadState: String = ""
    /// enabled, disabled, static, linked, … ("" when the manager knows no file for it).
    package var unitFileState: String = ""
    /// active, inactive, activating, failed, …
    package var activeState: String = ""
    /// running, waiting, dead, start, …
    package var subState: String = ""
    /// A timer's next elapse as systemctl prints it ("Sat 2026-11-21 21:45:00 UTC"); "" when none.
    package var nextElapse: String = ""
    /// The main program and its arguments, from `ExecStart={ path=… ; argv[]=… ; … }`.
    package var execStart: [String] = []
    /// The file changed on disk since the manager last read it (a write without a reload,
    /// e.g. an install that was interrupted).
    package var needsDaemonReload = false

    /// The status as given; the shell reads it with `parse`, `doctor`'s tests build it.
    package init(id: String, loadState: String = "", unitFileState: String = "", activeState: String = "") {
        self.id = id
        self.loadState = loadState
        self.unitFileState = unitFileState
        self.activeState = activeState
    }

    /// The properties `parse` reads, for `systemctl show -p`.
    package static let properties = "Id,LoadState,UnitFileState,ActiveState,SubState,NextElapseUSecRealtime,ExecStart,NeedDaemonReload"

    package var isEnabled: Bool { unitFileState == "enabled" || unitFileState == "enabled-runtime" }
    package var isActive: Bool { activeState == "active" || activeState == "activating" || activeState == "reloading" }

    /// Parses `systemctl show` output for one or more units: `Key=Value` lines, a blank line
    /// between units. Keys it does not know are ignored.
    package static func parse(_ output: String) -> [UnitStatus] {
        var result: [UnitStatus] = []
        var current: UnitStatus?
        func flush() {
            if let unit = current, !unit.id.isEmpty { result.append(unit) }
            current = nil
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let equals = line.firstIndex(of: "=") else {
                if line.isEmpty { flush() }
                continue
            }
            let key = String(line[..<equals])
            let value = String(line[line.index(after: equals)...])
            var unit = current ?? UnitStatus(id: "")
            switch key {
            case "Id": unit.id = value
            case "LoadState": unit.loadState = value
            case "UnitFileState": unit.unitFileState = value
            case "ActiveState": unit.activeState = value
            case "SubState": unit.subState = value
            case "NextElapseUSecRealtime": unit.nextElapse = value
            case "ExecStart": unit.execStart = argv(fromExecStart: value)
            case "NeedDaemonReload": unit.needsDaemonReload = value == "yes"
            default: break
            }
            current = unit
        }
        flush()
        return result
    }

    /// `{ path=/usr/bin/mynd ; argv[]=/usr/bin/mynd run refresh ; ignore_errors=no ; … }` →
    /// the words of `argv[]`.
    private static func argv(fromExecStart value: String) -> [String] {
        guard let start = value.range(of: "argv[]=") else { return [] }
        let rest = value[start.upperBound...]
        let end = rest.range(of: " ;")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: " ").map(String.init)
    }
}
