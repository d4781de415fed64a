import Foundation
import MyndCore
import MyndStore
import MyndSystemd

@testable import MyndDelivery

/// The session bus as a script: what each call answers, and a log of the calls made.
final class FakeDesktopBus: DesktopBus {
    var agent: Result<Bool, BusError> = .success(false)
    var capabilities: Result<[String], BusError> = .success(["actions", "body", "body-markup"])
    var owner: Result<String?, BusError> = .success(":1.5")
    var nextID: UInt32 = 41
    var notifyError: BusError?
    private(set) var calls: [String] = []
    private(set) var sent: [NotificationRequest] = []
    private(set) var closed: [UInt32] = []

    /// A bus that is not there at all.
    static var missing: FakeDesktopBus {
        let bus = FakeDesktopBus()
        bus.agent = .failure(.noSessionBus)
        bus.capabilities = .failure(.noSessionBus)
        bus.owner = .failure(.noSessionBus)
        bus.notifyError = .noSessionBus
        return bus
    }

    func wakeAgent() throws(BusError) -> Bool {
        calls.append("Wake")
        return try agent.get()
    }

    func serverCapabilities() throws(BusError) -> [String] {
        calls.append("GetCapabilities")
        return try capabilities.get()
    }

    func serverOwner() throws(BusError) -> String? {
        calls.append("GetNameOwner")
        return try owner.get()
    }

    func closeNotification(_ id: UInt32) throws(BusError) {
        calls.append("CloseNotification")
        closed.append(id)
    }

    func notify(_ request: NotificationRequest) throws(BusError) -> UInt32 {
        calls.append("Notify")
        if let notifyError { throw notifyError }
        sent.append(request)
        nextID += 1
        return nextID
    }
}

/// The notification records in memory.
final class FakeRecords: NotificationRecords {
    var replaceable: UInt32?

    func replaceableNotificationID(for item: OutboxItem, server: String) throws -> UInt32? { replaceable }
}

/// The names of the channels the desktop's tests route rows to besides its own: the outbox
/// keeps a row's channel by name.
extension Channel {
    static let email = Channel("email")
}

extension DeliveryOutcome {
    /// The link that delivered, for a sent row.
    var via: String? {
        if case .sent(let via, _) = self { return via }
        return nil
    }

    /// The notification to remember, for a sent desktop row.
    var shown: ShownNotification? {
        if case .sent(_, let shown) = self { return shown }
        return nil
    }
}

/// The last link, recording what reached it.
final class FakeTerminal: DeliveryChannel {
    private(set) var shown: [OutboxItem] = []

    func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        shown.append(item)
        return .sent(via: "stderr")
    }
}
