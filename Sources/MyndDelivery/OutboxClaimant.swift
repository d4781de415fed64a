import Foundation
package import MyndStore
import MyndCore
import MyndPOSIX

extension GraphStore.Claimant {
    /// The longest a row stays claimed by a process whose fate cannot be seen (a hung one):
    /// longer than any job's budget (processing has 10 minutes), so a live sender keeps its row.
    package static let leaseSeconds = 11.0 * 60

    /// This process, recognised by its identity (`ProcessIdentity`); where /proc cannot say
    /// who it is, a random id whose claims hold for their lease.
    package static func thisProcess() -> GraphStore.Claimant {
        GraphStore.Claimant(
            id: ProcessIdentity.current()?.description ?? UUID().uuidString, leaseSeconds: leaseSeconds,
            mayBeRunning: ProcessIdentity.mayBeRunning, clock: { Timestamp(Date()) })
    }
}
