import Foundation
package import MyndCore
import MyndPOSIX

/// Who holds room in the budget for a call: this process, as other processes can recognise it
/// later (`ProcessIdentity`), so a hold left by a process that died is given back at once.
package struct BudgetHolder: Sendable {
    /// The identity a hold records.
    package var id: String
    /// Whether the process named by another hold may still be running; false only when sure.
    package var mayBeRunning: @Sendable (String) -> Bool
    /// Real time, for a hold's life: a job may run at a simulated time (`MYND_NOW`), a hold
    /// must end in the real one.
    package var clock: @Sendable () -> Timestamp

    package init(id: String, mayBeRunning: @escaping @Sendable (String) -> Bool, clock: @escaping @Sendable () -> Timestamp) {
        self.id = id
        self.mayBeRunning = mayBeRunning
        self.clock = clock
    }

    /// This process; where /proc cannot say who it is, a random id whose holds last their time.
    package static func thisProcess() -> BudgetHolder {
        BudgetHolder(
            id: ProcessIdentity.current()?.description ?? UUID().uuidString, mayBeRunning: ProcessIdentity.mayBeRunning,
            clock: { Timestamp(Date()) })
    }
}
