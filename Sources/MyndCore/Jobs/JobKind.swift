/// The three background jobs, modelled on Apple's background tasks (BGTaskScheduler).
///
/// - `refresh` is BGAppRefreshTask: every 15 minutes, quick, needs nothing.
/// - `processing` is BGProcessingTask: nightly (and whenever deferred work is waiting), longer,
///   needs AC power and a network.
/// - `digest` is the morning insight, once per local date at `morning_insight_time`.
package enum JobKind: String, CaseIterable, Sendable {
    case refresh, processing, digest

    /// The default time a run may take before it is stopped and recorded as expired.
    package var budgetSeconds: Int64 {
        switch self {
        case .refresh: 30
        case .processing: 600
        case .digest: 60
        }
    }

    /// What must hold before the job runs; a due job without them is deferred, not dropped.
    package var requirements: JobRequirements {
        switch self {
        case .refresh: []
        case .processing: [.acPower, .network]
        case .digest: []
        }
    }

    /// The names accepted on the command line, for error messages.
    package static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}

/// Conditions a job needs, like `BGProcessingTaskRequest.requiresExternalPower` and
/// `.requiresNetworkConnectivity`.
package struct JobRequirements: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The machine runs from an external supply (see `PowerState.onAC`).
    package static let acPower = JobRequirements(rawValue: 1 << 0)
    /// A default route exists (see `NetworkState.online`).
    package static let network = JobRequirements(rawValue: 1 << 1)
}
