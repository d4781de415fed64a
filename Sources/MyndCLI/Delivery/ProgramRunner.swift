import Foundation
import Glibc

/// Runs programs with `posix_spawn`: argv as given (no shell ever reads it), the program
/// looked up on the caller's PATH, stdin from /dev/null, and every signal back at its
/// default and unblocked — a job ignores SIGTERM for its expiration handler and the agent
/// routes it to its loop, and a child must not inherit either.
final class ProgramRunner: ProgramRunning {
    /// The environment children get (and whose PATH finds them).
    let environment: [String: String]
    /// Children started by `launch` and not yet reaped.
    private var launched: Set<pid_t> = []

    init(environment: [String: String]) {
        // systemd's notify socket and watchdog are for the agent itself: a terminal it opens
        // must not be able to report READY or ping the watchdog in its name. The secrets are
        // mynd's too: a helper or a terminal has no use for them, and whatever it logs or
        // starts would carry them on.
        self.environment = environment.filter { !Self.withheld.contains($0.key) }
    }

    static let withheld: Set<String> = ["NOTIFY_SOCKET", "WATCHDOG_PID", "WATCHDOG_USEC", "ANTHROPIC_API_KEY", "MYND_SMTP_PASSWORD"]

    /// The executable `program` names: itself when it contains a slash, else the first
    /// executable file of that name on PATH.
    func find(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    func run(_ arguments: [String], timeout: Double) -> ProgramOutcome {
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { return .failed("pipe: \(String(cString: strerror(errno)))") }
        // Not inherited by anything else this process starts (Swift does not import pipe2).
        for descriptor in pipeFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer { close(pipeFDs[0]) }
        let spawned = spawn(arguments, stderr: pipeFDs[1], ownGroup: false)
        close(pipeFDs[1])
        guard case .started(let pid) = spawned else { return spawned }
        return wait(for: pid, stderr: pipeFDs[0], timeout: timeout)
    }

    func launch(_ arguments: [String]) -> ProgramOutcome {
        reapFinished()
        // Its own process group: a terminal it opens outlives an agent stopped with Ctrl-C.
        let outcome = spawn(arguments, stderr: nil, ownGroup: true)
        if case .started(let pid) = outcome { launched.insert(pid) }
        return outcome
    }

    /// Collects launched children that have exited, so none lingers as a zombie.
    func reapFinished() {
        for pid in launched {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { launched.remove(pid) }
        }
    }

    // MARK: - Spawning

    private func spawn(_ arguments: [String], stderr: Int32?, ownGroup: Bool) -> ProgramOutcome {
        guard let program = arguments.first else { return .failed("no program given") }
        guard let executable = find(program) else { return .notFound(program) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0)
        if let stderr {
            posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&files, stderr, 2)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &files, &attributes, argv, envp)
        guard code == 0 else { return .failed("cannot start \(executable): \(String(cString: strerror(code)))") }
        return .started(pid: pid)
    }

    /// Waits for `pid`, reading its stderr meanwhile (so a chatty child cannot block on a
    /// full pipe), and kills it once `timeout` seconds have passed.
    private func wait(for pid: pid_t, stderr: Int32, timeout: Double) -> ProgramOutcome {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var said: [UInt8] = []
        var open = true
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                if open { drain(stderr, into: &said) }
                return Self.outcome(status, said)
            }
            if result < 0 && errno != EINTR { return .failed("waitpid: \(String(cString: strerror(errno)))") }
            let left = deadline - ContinuousClock.now
            if left <= .zero {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .timedOut(seconds: timeout)
            }
            // Sleep on the pipe: it wakes us when the child writes or closes it; 20 ms at most
            // between exit checks, since a child's exit does not show on the pipe if it
            // handed stderr on to one of its own children.
            var entry = pollfd(fd: open ? stderr : -1, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 20)
            if open && entry.revents != 0 { open = drain(stderr, into: &said) }
        }
    }

    /// Reads what is there; false once the pipe is closed.
    @discardableResult
    private func drain(_ descriptor: Int32, into said: inout [UInt8]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, 0) > 0 {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { return false }
            if said.count < 4096 { said += buffer[..<count] }
        }
        return true
    }

    private static func outcome(_ status: Int32, _ said: [UInt8]) -> ProgramOutcome {
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7f
        if signal == 0 { return .exited(status: (status >> 8) & 0xff, stderr: String(decoding: said, as: UTF8.self)) }
        return .signalled(signal)
    }
}
