import Foundation
import Glibc

/// Runs programs with `posix_spawn`: argv as given (no shell ever reads it), the program
/// looked up on the caller's PATH, stdin from /dev/null, and every signal back at its
/// default and unblocked — a job ignores SIGTERM for its expiration handler and the agent
/// routes it to its loop, and a child must not inherit either.
package final class ProgramRunner: ProgramRunning {
    /// mynd's own environment: PATH finds the children, and `ChildEnvironment` decides what
    /// each of them sees of it.
    package let environment: [String: String]
    /// Children started by `launch` and not yet reaped.
    private var launched: Set<pid_t> = []

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The executable `program` names: itself when it contains a slash, else the first
    /// executable file of that name on PATH.
    package func find(_ program: String) -> String? {
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

    package func run(_ arguments: [String], timeout: Double) -> ProgramOutcome {
        switch capture(arguments, timeout: timeout) {
        case .success(let run): .exited(status: run.status, stderr: run.stderr)
        case .failure(let outcome): outcome
        }
    }

    /// What a program printed, and its exit status.
    package struct Captured: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// Runs `arguments` to completion like `run`, keeping what it prints on stdout too (the
    /// first MiB); the failure is how it did not exit on its own.
    package func capture(_ arguments: [String], timeout: Double) -> Result<Captured, ProgramOutcome> {
        guard let out = Self.pipe() else { return .failure(.failed(SystemError("pipe").description)) }
        defer { close(out.read) }
        guard let err = Self.pipe() else {
            close(out.write)
            return .failure(.failed(SystemError("pipe").description))
        }
        defer { close(err.read) }
        let spawned = spawn(arguments, as: .program, stdout: out.write, stderr: err.write, ownGroup: false)
        close(out.write)
        close(err.write)
        guard case .started(let pid) = spawned else { return .failure(spawned) }
        return wait(for: pid, stdout: out.read, stderr: err.read, timeout: timeout)
    }

    /// A pipe neither end of which is inherited by anything else this process starts (Swift
    /// does not import pipe2).
    private static func pipe() -> (read: Int32, write: Int32)? {
        var descriptors: [Int32] = [-1, -1]
        guard Glibc.pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    package func launch(_ arguments: [String], as child: ChildEnvironment) -> ProgramOutcome {
        reapFinished()
        // Its own process group: a terminal it opens outlives an agent stopped with Ctrl-C.
        let outcome = spawn(arguments, as: child, stdout: nil, stderr: nil, ownGroup: true)
        if case .started(let pid) = outcome { launched.insert(pid) }
        return outcome
    }

    /// Collects launched children that have exited, so none lingers as a zombie.
    package func reapFinished() {
        for pid in launched {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { launched.remove(pid) }
        }
    }

    // MARK: - Spawning

    private func spawn(_ arguments: [String], as child: ChildEnvironment, stdout: Int32?, stderr: Int32?, ownGroup: Bool)
        -> ProgramOutcome
    {
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
            if let stdout {
                posix_spawn_file_actions_adddup2(&files, stdout, 1)
            } else {
                posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&files, stderr, 2)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = child.environment(from: environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &files, &attributes, argv, envp)
        guard code == 0 else { return .failed(SystemError("cannot start \(executable)", code: code).description) }
        return .started(pid: pid)
    }

    /// Waits for `pid`, reading its output meanwhile (so a chatty child cannot block on a
    /// full pipe), and kills it once `timeout` seconds have passed.
    private func wait(for pid: pid_t, stdout: Int32, stderr: Int32, timeout: Double) -> Result<Captured, ProgramOutcome> {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var pipes = [OutputPipe(descriptor: stdout, limit: 1 << 20), OutputPipe(descriptor: stderr, limit: 4096)]
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                for index in pipes.indices { pipes[index].drain() }
                // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
                let signal = status & 0x7f
                guard signal == 0 else { return .failure(.signalled(signal)) }
                return .success(Captured(status: (status >> 8) & 0xff, stdout: pipes[0].text, stderr: pipes[1].text))
            }
            if result < 0 && errno != EINTR { return .failure(.failed(SystemError("waitpid").description)) }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .failure(.timedOut(seconds: timeout))
            }
            // Sleep on the pipes: they wake us when the child writes or closes them; 20 ms at
            // most between exit checks, since a child's exit does not show on the pipes if it
            // handed them on to one of its own children.
            var entries = pipes.map { pollfd(fd: $0.open ? $0.descriptor : -1, events: Int16(POLLIN), revents: 0) }
            _ = poll(&entries, nfds_t(entries.count), 20)
            for index in pipes.indices where pipes[index].open && entries[index].revents != 0 { pipes[index].drain() }
        }
    }
}

/// One output of a child: what it said so far (up to `limit` bytes), and whether it is open.
private struct OutputPipe {
    var descriptor: Int32
    var limit: Int
    var said: [UInt8] = []
    var open = true

    var text: String { String(decoding: said, as: UTF8.self) }

    /// Reads what is there; marks the pipe closed at its end.
    mutating func drain() {
        guard open else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, 0) > 0 {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 {
                open = false
                return
            }
            if said.count < limit { said += buffer[..<min(count, limit - said.count)] }
        }
    }
}
