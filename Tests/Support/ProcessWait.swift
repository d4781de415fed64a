public import Foundation

extension Process {
    /// Waits for the process to end. Foundation's `waitUntilExit()` on Linux looks only every
    /// 50 ms, which a test of hundreds of short `mynd` runs would pay on each one.
    public func waitUntilExitPromptly() {
        while isRunning { usleep(500) }
        waitUntilExit()
    }
}
