import MyndTestSupport
import Testing

@testable import MyndCore

@Suite(.timed) struct JobKindJobsTests {
    @Test(arguments: [(JobKind.refresh, Int64(30)), (.processing, 600), (.digest, 60)])
    func budgetSeconds(_ job: JobKind, _ seconds: Int64) {
        #expect(job.budgetSeconds == seconds)
    }

    @Test func requirements_onlyProcessingNeedsPowerAndNetwork() {
        #expect(JobKind.refresh.requirements.isEmpty)
        #expect(JobKind.digest.requirements.isEmpty)
        #expect(JobKind.processing.requirements == [.acPower, .network])
    }

    @Test func names_areTheCommandLineNames() {
        #expect(JobKind(rawValue: "processing") == .processing)
        #expect(JobKind(rawValue: "Refresh") == nil)
        #expect(JobKind.allNames == "refresh, processing, digest")
    }
}
