import Foundation
import MyndAI
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

/// What a call may have cost with no usage seen: an attempt that timed out or broke off after
/// it may have reached the API, and a 2xx that could not be read. The budget keeps a worst case
/// for each; a retry after such an attempt is a second request that may be billed, and is sent
/// only when `beforeResending` finds room for it.
@Suite(.timed) struct ClaudeUnknownCostTests {
    static let question = Question(system: "Be brief.", prompt: "Plant the bulbs?", model: "claude-haiku-5-5", maxTokens: 200)

    static func api(_ script: [ScriptedTransport.Step]) -> (MessagesAPI, ScriptedTransport) {
        let time = FakeTime()
        let transport = ScriptedTransport(script, time: time)
        return (MessagesAPI(client: makeClient(transport, time: time)), transport)
    }

    @Test func aBrokenAttempt_isRetriedOnlyWithRoom_andCountsAsUnknown() {
        let broken = TransportError.failed(host: "api.example.test", detail: "connection reset by peer")
        let (refused, refusedTransport) = Self.api([.fail(broken), .respond(okResponse())])
        var asked = 0
        let alone = refused.ask(Self.question, secondsLeft: 60) {
            asked += 1
            return false
        }
        #expect(asked == 1 && refusedTransport.requests.count == 1, "no room: no second request")
        #expect(alone.failure != nil && alone.unknownCost == 1)

        let (allowed, allowedTransport) = Self.api([.fail(broken), .respond(okResponse())])
        let twice = allowed.ask(Self.question, secondsLeft: 60) { true }
        #expect(allowedTransport.requests.count == 2 && twice.text != nil)
        #expect(twice.unknownCost == 1, "the first may have been billed as well as the second, whose usage is known")
    }

    @Test func aTimeOut_isUnknown() {
        let (api, _) = Self.api([.timeOut])
        let answer = api.ask(Self.question, secondsLeft: 30) { true }
        #expect(answer.failure != nil && answer.unknownCost == 1 && answer.usage.total == 0)
    }

    @Test func noConnection_orAnErrorStatus_costsNothing_andRetriesFreely() {
        let refusedConnection = TransportError.couldNotConnect(host: "api.example.test", detail: "connection refused")
        let (api, transport) = Self.api([
            .fail(refusedConnection), .respond(errorResponse(529, type: "overloaded_error", message: "Overloaded")), .respond(okResponse()),
        ])
        var asked = 0
        let answer = api.ask(Self.question, secondsLeft: 60) {
            asked += 1
            return false
        }
        #expect(transport.requests.count == 3 && answer.text != nil)
        #expect(asked == 0 && answer.unknownCost == 0)
    }

    @Test func aTwoHundredThatCannotBeRead_isUnknown() {
        let garbled = HTTPResponse(status: 200, headers: [HTTPHeader("content-type", "application/json")], body: Data("{\"id\":".utf8))
        let (api, _) = Self.api([.respond(garbled)])
        let answer = api.ask(Self.question, secondsLeft: 30) { true }
        #expect(answer.text == nil && answer.unknownCost == 1)
    }
}
