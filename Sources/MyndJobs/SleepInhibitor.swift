import MyndPOSIX
import MyndSystemd

/// Keeps the machine from suspending in the middle of a job: `acquire` before the work,
/// `release` after. A lock that cannot be had is not a reason to skip the work.
package protocol SleepInhibiting {
    /// A held lock (an open descriptor), or nil when there is none to take.
    func acquire() -> Int32?
    func release(_ lock: Int32)
}

/// logind's sleep delay lock on the system bus (`DBUS_SYSTEM_BUS_ADDRESS` when set): a
/// suspend waits for processing to finish writing (up to logind's `InhibitDelayMaxSec`,
/// 5 s by default), then goes ahead. No system bus or no logind (containers): no lock.
/// Whether a lock was had shows in the run's start message.
package struct LogindSleepInhibitor: SleepInhibiting {
    package init() {}

    package func acquire() -> Int32? {
        try? Bus.system().inhibit(what: "sleep", who: "mynd", why: "writing tomorrow's texts ahead", mode: "delay")
    }

    package func release(_ lock: Int32) { Descriptor.close(lock) }
}
