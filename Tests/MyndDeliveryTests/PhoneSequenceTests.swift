import Foundation
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

@testable import MyndDelivery

private let now = Timestamp(millisecondsSinceEpoch: 1_795_353_000_000)  // 2026-11-22T13:10:00Z
private let key = (0..<32).map { UInt8($0 * 5) }
private let topic = "mynd-test-5d0e8b3f1a7c9e24"

/// A nudge's phone message carries a sequence id (its follow-up's id), so the ntfy server can
/// take it off the phone later: deleted where the server can (ntfy 2.16 on), left where it
/// cannot, asked again when it cannot be reached.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneSequenceTests {
    let goal = Node(type: .goal, content: "Paint the shed", createdAt: now.adding(seconds: -6 * 86_400))

    func row() -> OutboxItem {
        let followUp = FollowUp(goalId: goal.id, text: "Ten minutes on the shed today?", source: .fallback, kind: .stale, plannedAt: now)
        let message = NudgeMessage(followUp: followUp, goal: goal, goalShortID: "3f2a", followUpShortID: "9c1", language: .english)
        return ChannelDeclaration.phone.row(for: message, at: now)
    }

    func server(_ ntfy: FakeNtfy) -> NtfyServer {
        var config = PhoneConfig()
        config.server = ntfy.baseURL
        config.topic = topic
        return NtfyServer(config: config, accessToken: ntfy.token)
    }

    func send(_ item: OutboxItem, to ntfy: FakeNtfy) -> DeliveryOutcome {
        let server = server(ntfy)
        return PhoneChannel(
            config: server.config, server: server, key: key, unavailable: nil, now: { now }, replyWindowSeconds: 86_400,
            secondsLeft: { 10 }
        ).deliver(item)
    }

    @Test func aNudge_carriesItsFollowUpAsSequenceID_andADigestNone() throws {
        let ntfy = try FakeNtfy()
        let item = row()
        #expect(send(item, to: ntfy) == .sent(via: "ntfy 127.0.0.1"))
        let published = try #require(try ntfy.messages(topic).last)
        #expect(published["sequence_id"] as? String == item.ref)
        var digest = item
        digest.kind = .digest
        digest.ref = "2026-11-22"
        #expect(PhoneChannel.sequenceID(of: digest) == nil)
    }

    @Test func sentAgain_theMessageIsReplaced_notStacked() throws {
        let ntfy = try FakeNtfy()
        let item = row()
        _ = send(item, to: ntfy)
        _ = send(item, to: ntfy)
        #expect(try ntfy.messages(topic).count == 2)
        #expect(try ntfy.showing(topic).count == 1, "one notification on the phone")
    }

    @Test func deleted_theMessageLeavesThePhone() throws {
        let ntfy = try FakeNtfy(token: "tk_fake0123456789abcdefghijklmnopq")
        let item = row()
        _ = send(item, to: ntfy)
        _ = send(row(), to: ntfy)
        #expect(try ntfy.showing(topic).count == 2)
        #expect(server(ntfy).delete(topic: topic, sequenceID: item.ref, timeout: 10) == .deleted)
        let showing = try ntfy.showing(topic)
        #expect(showing.count == 1 && showing.first?["sequence_id"] as? String != item.ref, "only the other nudge is left")
        let event = try #require(try ntfy.events(topic).last)
        #expect(event["event"] as? String == "message_delete" && event["sequence_id"] as? String == item.ref)
        let deletes = try ntfy.requests().filter { $0["method"] as? String == "DELETE" }
        #expect(deletes.compactMap { $0["path"] as? String } == ["/\(topic)/\(item.ref)"])
    }

    @Test func anOlderServer_cannotDelete_andTheMessageStays() throws {
        let ntfy = try FakeNtfy(sequences: false)
        let item = row()
        #expect(send(item, to: ntfy) == .sent(via: "ntfy 127.0.0.1"), "an unknown field is no error to an older server")
        #expect(
            server(ntfy).delete(topic: topic, sequenceID: item.ref, timeout: 10)
                == .unsupported("127.0.0.1 cannot delete messages: 404 page not found"))
        #expect(try ntfy.showing(topic).count == 1)
    }

    @Test func aServerThatCannotBeReached_orRefuses_isAskedAgainLater() throws {
        let ntfy = try FakeNtfy(token: "tk_fake0123456789abcdefghijklmnopq")
        let item = row()
        _ = send(item, to: ntfy)
        var wrong = server(ntfy)
        wrong.accessToken = "tk_wrong"
        let refused = NtfyServer.refusal(HTTPResponse(status: 401), host: "127.0.0.1")
        #expect(wrong.delete(topic: topic, sequenceID: item.ref, timeout: 10) == .later(refused))
        ntfy.server.stop()
        guard case .later = server(ntfy).delete(topic: topic, sequenceID: item.ref, timeout: 5) else {
            Issue.record("a server that is down is asked again on the next look")
            return
        }
    }
}
