import ArgumentParser
@testable import MyndCLI
import Testing

/// `QuickPath` reads `done` and `snooze` without ArgumentParser; it must read what it takes
/// exactly as ArgumentParser does, and leave it everything else.
@Suite struct QuickPathTests {
    @Test(arguments: [
        ["done", "3f2a"], ["done", ""], ["done", "help"], ["done", "a b"], ["done", "3f2a=x"],
        ["snooze", "3f2a"], ["snooze", "3f2a", "2h"], ["snooze", "3f2a", "tomorrow", "9:00"], ["snooze", "help"],
        ["snooze", "3f2a", "help"], ["snooze", "3f2a", "mon", "09:00", "x"],
        ["agent"], ["run", "refresh"], ["run", "digest"], ["run", "processing", "--if-due"], ["run", "digest", "--if-due"],
    ])
    func plainForms_readAsArgumentParserReadsThem(arguments: [String]) throws {
        let quick = try #require(QuickPath(arguments))
        let parsed = try Mynd.parseAsRoot(arguments)
        switch parsed {
        case let done as Mynd.Done:
            #expect(quick == .done(id: done.id))
            #expect(done.global.configPath == nil && done.global.databasePath == nil && !done.output.json)
        case let snooze as Mynd.Snooze:
            #expect(quick == .snooze(id: snooze.id, when: snooze.when))
            #expect(snooze.global.configPath == nil && snooze.global.databasePath == nil && !snooze.output.json)
        case let agent as Mynd.Agent:
            #expect(quick == .agent)
            #expect(agent.global.configPath == nil && agent.global.databasePath == nil)
        case let run as Mynd.Run:
            let request = Mynd.Run.Request(job: run.job, force: run.force, dryRun: run.dryRun, at: run.at, ifDue: run.ifDue, json: run.output.json)
            #expect(quick == .run(request))
            #expect(run.global.configPath == nil && run.global.databasePath == nil)
        default:
            Issue.record("ArgumentParser read \(arguments) as \(type(of: parsed))")
        }
    }

    @Test(arguments: [
        [], ["done"], ["snooze"], ["done", "a", "b"], ["done", "--json", "a"], ["done", "a", "--json"], ["done", "-h"],
        ["snooze", "a", "--db", "x.sqlite"], ["snooze", "a", "--", "2h"], ["snooze", "a", "-1h"], ["touch", "a"],
        ["help", "done"], ["list", "--stale"], ["run"], ["run", "bogus"], ["run", "refresh", "--force"],
        ["run", "--if-due", "refresh"], ["run", "refresh", "--if-due", "x"], ["run", "refresh", "--dry-run"],
        ["run", "bogus", "--if-due"], ["run", "refresh", "x"],
        ["agent", "--db", "x.sqlite"], ["agent", "x"],
    ])
    func anythingElse_isLeftToArgumentParser(arguments: [String]) {
        #expect(QuickPath(arguments) == nil)
    }
}
