/// The agent's AC plug-in rule: when power comes back, a processing run that was
/// deferred for want of it should not wait for the next hourly timer.
package enum ProcessingTrigger {
    /// True when the machine went from battery to AC power while processing is pending (its
    /// last due run was deferred). The agent then starts `mynd-processing.service`; the job
    /// checks everything again (the network too) and defers once more if it must.
    /// Anything else — AC to AC, a plug-out, nothing deferred — starts nothing.
    package static func shouldStart(before: PowerState, after: PowerState, history: JobHistory) -> Bool {
        guard !before.onAC, after.onAC else { return false }
        return JobSchedule.isPending(.processing, history: history).pending
    }
}
