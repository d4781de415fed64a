internal import Glibc

/// Watches this user's logind session on the system bus: its `LockedHint`, `IdleHint` and
/// `IdleSinceHint`, and the manager's `PrepareForSleep`. Everything is asked and heard
/// asynchronously, inside `processPending()` of `bus`, so a loop that sleeps in `poll()` on
/// the bus's descriptor hears every change without waking in between.
///
/// The session is `XDG_SESSION_ID`'s (`Manager.GetSession`); without one, or when logind does
/// not know it, the user's display session (`/org/freedesktop/login1/user/self`'s `Display`,
/// else `GetUser(uid)`'s).
package final class LogindWatch {
    /// What logind says, as far as it has answered.
    package enum State: Equatable, Sendable {
        /// Asked, no answer yet.
        case asking
        /// Nobody owns `org.freedesktop.login1`, or it failed to answer.
        case absent(String)
        /// logind knows no session for us.
        case sessionNotFound(String)
        /// Our session (its object path) and its hints.
        case session(path: String, LogindHints)
    }

    package private(set) var state: State = .asking
    /// Between `PrepareForSleep(true)` and `PrepareForSleep(false)`.
    package private(set) var preparingForSleep = false

    private let bus: Bus
    private let changed: () -> Void
    private var subscriptions: [BusSubscription] = []
    /// The call in flight: one at a time, each answer asking the next.
    private var pending: BusSubscription?
    private static let session = "org.freedesktop.login1.Session"
    private static let timeout = 5.0

    /// Starts watching on `bus` (the system bus); `changed` runs, inside `processPending()`,
    /// whenever `state` or `preparingForSleep` changes.
    package init(bus: Bus, sessionID: String?, uid: UInt32? = nil, changed: @escaping () -> Void) throws(BusError) {
        let uid = uid ?? getuid()
        self.bus = bus
        self.changed = changed
        let sender = "sender='\(Bus.logindName)'"
        subscriptions.append(
            try bus.subscribe(
                match: "type='signal',\(sender),path='\(Bus.logindPath)',interface='\(Bus.logindManager)',member='PrepareForSleep'"
            ) { [weak self] message in
                guard let self, let sleeping = try? message.readBool() else { return }
                preparingForSleep = sleeping
                self.changed()
            })
        subscriptions.append(
            try bus.subscribe(
                match:
                    "type='signal',\(sender),interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',arg0='\(Self.session)'"
            ) { [weak self] message in
                self?.propertiesChanged(message)
            })
        if let sessionID, !sessionID.isEmpty {
            try ask(Bus.logindPath, Bus.logindManager, "GetSession", [sessionID]) { [weak self] result in
                self?.found(result, or: { try $0.userSelfDisplay(uid: uid) })
            }
        } else {
            attempt { try $0.userSelfDisplay(uid: uid) }
        }
    }

    // MARK: Finding the session

    /// `/org/freedesktop/login1/user/self`'s display session; else `GetUser(uid)`'s.
    private func userSelfDisplay(uid: UInt32) throws {
        try askDisplay(of: "\(Bus.logindPath)/user/self") { [weak self] in
            try self?.ask(Bus.logindPath, Bus.logindManager, "GetUser", [], uid: uid) { result in
                guard let self else { return }
                switch result {
                case .success(let reply):
                    guard let user = try? reply.readObjectPath() else { return self.settle(.absent("GetUser: unexpected reply")) }
                    self.attempt {
                        try $0.askDisplay(of: user) { [weak self] in self?.settle(.sessionNotFound("no display session for uid \(uid)")) }
                    }
                case .failure(let error): self.failed(error, notFound: "no user \(uid) in logind (\(error))")
                }
            }
        }
    }

    /// Asks a user object for its `Display` session; `otherwise` when it has none or no such
    /// object exists.
    private func askDisplay(of user: String, otherwise: @escaping () throws -> Void) throws {
        try ask(user, "org.freedesktop.DBus.Properties", "Get", ["org.freedesktop.login1.User", "Display"]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reply):
                if case .idAndPath(_, let path) = (try? reply.readVariant()) ?? .other, path != "/" {
                    self.attempt { try $0.readHints(of: path) }
                } else {
                    self.attempt { _ in try otherwise() }
                }
            case .failure(let error) where Self.isAbsent(error): self.failed(error, notFound: "")
            case .failure: self.attempt { _ in try otherwise() }
            }
        }
    }

    /// A `GetSession` answer: the session, or — not found — `fallback`.
    private func found(_ result: Result<BusMessage, BusError>, or fallback: @escaping (LogindWatch) throws -> Void) {
        switch result {
        case .success(let reply):
            guard let path = try? reply.readObjectPath() else { return settle(.absent("GetSession: unexpected reply")) }
            attempt { try $0.readHints(of: path, otherwise: fallback) }
        case .failure(let error) where Self.isAbsent(error): failed(error, notFound: "")
        case .failure: attempt(fallback)
        }
    }

    // MARK: The hints

    /// Reads the hints of the session at `path`; `otherwise` when there is no such session
    /// (a logind may hand out a path for an id it does not know).
    private func readHints(of path: String, otherwise: ((LogindWatch) throws -> Void)? = nil) throws(BusError) {
        try ask(path, "org.freedesktop.DBus.Properties", "GetAll", [Self.session]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reply):
                guard let properties = try? reply.readProperties() else { return self.settle(.absent("GetAll: unexpected reply")) }
                self.settle(.session(path: path, LogindHints(properties)))
            case .failure(let error) where Self.isAbsent(error) || otherwise == nil:
                self.failed(error, notFound: "session \(path) is gone")
            case .failure: self.attempt(otherwise!)
            }
        }
    }

    private func propertiesChanged(_ message: BusMessage) {
        guard case .session(let path, var hints) = state, message.path == path else { return }
        guard (try? message.readString()) != nil, let changes = try? message.readProperties() else { return }
        let invalidated = (try? message.readStrings()) ?? []
        if invalidated.contains(where: LogindHints.names.contains) {
            // Changed without its value: ask for all of them again.
            attempt { try $0.readHints(of: path) }
            return
        }
        hints.update(changes)
        settle(.session(path: path, hints))
    }

    // MARK: Calls

    private func ask(
        _ path: String, _ interface: String, _ member: String, _ strings: [String], uid: UInt32? = nil,
        _ reply: @escaping (Result<BusMessage, BusError>) -> Void
    ) throws(BusError) {
        let call = try bus.methodCall(destination: Bus.logindName, path: path, interface: interface, member: member, autoStart: false)
        for string in strings { try call.append(string) }
        if let uid { try call.append(uid) }
        pending = try bus.callAsync(call, timeout: Self.timeout) { [weak self] result in
            self?.pending = nil
            reply(result)
        }
    }

    /// Runs the next step; a bus that refuses it ends the search.
    private func attempt(_ step: (LogindWatch) throws -> Void) {
        do {
            try step(self)
        } catch {
            settle(.absent("\(error)"))
        }
    }

    private func failed(_ error: BusError, notFound: String) {
        settle(Self.isAbsent(error) || notFound.isEmpty ? .absent("\(error)") : .sessionNotFound(notFound))
    }

    private func settle(_ next: State) {
        guard next != state else { return }
        state = next
        changed()
    }

    /// Nobody owns logind's name, or it does not answer: no logind to ask.
    private static func isAbsent(_ error: BusError) -> Bool {
        switch error {
        case .remote(_, let name, _):
            name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
        case .timedOut, .system, .noSessionBus, .unexpectedReply: true
        }
    }
}

/// A logind session's presence hints.
package struct LogindHints: Equatable, Sendable {
    package var locked = false
    package var idle = false
    /// `IdleSinceHint`: microseconds since the epoch (CLOCK_REALTIME); 0 when not idle.
    package var idleSinceMicroseconds: UInt64 = 0

    static let names: Set<String> = ["LockedHint", "IdleHint", "IdleSinceHint"]

    package init(locked: Bool = false, idle: Bool = false, idleSinceMicroseconds: UInt64 = 0) {
        self.locked = locked
        self.idle = idle
        self.idleSinceMicroseconds = idleSinceMicroseconds
    }

    init(_ properties: [String: BusValue]) {
        update(properties)
    }

    mutating func update(_ properties: [String: BusValue]) {
        if case .bool(let value) = properties["LockedHint"] { locked = value }
        if case .bool(let value) = properties["IdleHint"] { idle = value }
        if case .uint64(let value) = properties["IdleSinceHint"] { idleSinceMicroseconds = value }
    }
}
