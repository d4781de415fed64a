/// One change `mynd install` or `mynd uninstall` makes, in order. A plan is a list of these,
/// computed from values; `--dry-run` prints it and the shell carries it out.
package enum InstallStep: Equatable {
    /// Create the folder (and its parents) with this mode when it does not exist.
    case makeDirectory(path: String, mode: Int)
    /// Write the file whole (through a temporary file and a rename).
    case write(path: String, contents: String)
    case remove(path: String)
    /// Remove the folder if nothing is left in it (a drop-in folder the person added nothing to).
    case removeEmptyDirectory(path: String)
    case run(SystemctlCommand)

    /// What the step does, as one line.
    package var summary: String {
        switch self {
        case .makeDirectory(let path, let mode): "create \(path)/ (mode \(String(mode, radix: 8)))"
        case .write(let path, _): "write \(path)"
        case .remove(let path): "remove \(path)"
        case .removeEmptyDirectory(let path): "remove \(path)/ if empty"
        case .run(let command): "run \(command)"
        }
    }
}
