import Foundation
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

@testable import MyndDelivery

private let now = Timestamp(millisecondsSinceEpoch: 1_795_353_000_000)  // 2026-11-22T13:10:00Z
private let key = (0..<32).map { UInt8($0 * 3) }
private let topic = "mynd-test-4f1c9a7e2b6d0c3a"

/// The phone channel against a fake ntfy server written from ntfy's documentation: what one
/// publish carries (the JSON, the buttons, their signed tokens, the access token), and what
/// each of the server's answers makes of the row.
@Suite(
    .timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneChannelTests {
    let goal = Node(type: .goal, content: "Paint the shed\nwith the green paint", createdAt: now.adding(seconds: -6 * 86_400))

    func row(language: Language = .english, kind: FollowUp.Kind = .stale) -> OutboxItem {
        let followUp = FollowUp(goalId: goal.id, text: "Ten minutes on the shed today?", source: .fallback, kind: kind, plannedAt: now)
        let message = NudgeMessage(followUp: followUp, goal: goal, goalShortID: "3f2a", followUpShortID: "9c1", language: language)
        return ChannelDeclaration.phone.row(for: message, at: now)
    }

    func channel(_ ntfy: FakeNtfy, detail: PhoneConfig.Detail = .full, token: String? = nil) -> PhoneChannel {
        var config = PhoneConfig()
        config.server = ntfy.baseURL
        config.topic = topic
        config.detail = detail
        return PhoneChannel(
            config: config, server: NtfyServer(config: config, accessToken: token), key: key, unavailable: nil, now: { now },
            replyWindowSeconds: 7 * 86_400, secondsLeft: { 10 })
    }

    @Test func aNudge_isPublishedAsJSON_withThreeSignedButtons_inThePersonsLanguage() throws {
        let ntfy = try FakeNtfy()
        let item = row(language: .german)
        #expect(channel(ntfy).deliver(item) == .sent(via: "ntfy 127.0.0.1"))
        let published = try #require(try ntfy.messages(topic).last)
        #expect(published["title"] as? String == "Paint the shed" && published["message"] as? String == "Ten minutes on the shed today?")
        let actions = try #require(published["actions"] as? [[String: Any]])
        #expect(actions.map { $0["label"] as? String } == ["Erledigt", "Später", "Schritt gemacht"].map(Optional.some))
        for (action, answer) in zip(actions, [Intent.Kind.complete, .snooze, .step]) {
            #expect(action["action"] as? String == "http" && action["method"] as? String == "POST" && action["clear"] as? Bool == true)
            #expect(action["url"] as? String == "\(ntfy.baseURL)/\(topic)-reply")
            let token = try PhoneToken.verify(try #require(action["body"] as? String), key: key, now: now).get()
            #expect(token.answer == answer && token.followUp.lowercasedString == item.ref)
            #expect(token.expires == now.adding(seconds: 7 * 86_400))
        }
    }

    @Test func detailTitle_keepsTheGoalOffTheServer() throws {
        let ntfy = try FakeNtfy()
        #expect(channel(ntfy, detail: .title).deliver(row()) == .sent(via: "ntfy 127.0.0.1"))
        let request = try #require(try ntfy.requests().last)
        let body = try #require(request["body"] as? String)
        #expect(!body.contains("shed") && body.contains("A nudge is waiting — 3f2a"), "\(body)")
    }

    @Test func pressingAButton_postsItsTokenToTheReplyTopic() throws {
        let ntfy = try FakeNtfy()
        _ = channel(ntfy).deliver(row())
        #expect(try ntfy.press("Later", on: topic) == 200)
        let posted = try #require(try ntfy.messages("\(topic)-reply").last?["message"] as? String)
        #expect(try PhoneToken.verify(posted, key: key, now: now).get().answer == .snooze)
    }

    @Test func anAccessToken_isSentAsBearer_andGivenToTheButtons() throws {
        let ntfy = try FakeNtfy(token: "tk_fake0123456789abcdefghijklmnopq")
        #expect(channel(ntfy).deliver(row()) == .retryLater(NtfyServer.refusal(HTTPResponse(status: 403), host: "127.0.0.1")))
        #expect(
            channel(ntfy, token: "tk_wrong").deliver(row()) == .retryLater(NtfyServer.refusal(HTTPResponse(status: 401), host: "127.0.0.1"))
        )
        #expect(channel(ntfy, token: ntfy.token).deliver(row()) == .sent(via: "ntfy 127.0.0.1"))
        #expect(try ntfy.press("Did a step", on: topic) == 200, "the button carries the header the server wants")
        let logged = try ntfy.requests().compactMap { $0["headers"] as? [String: String] }
        #expect(logged.filter { $0["authorization"] == "Bearer \(ntfy.token!)" }.count >= 2)
    }

    @Test func serverTrouble_waits_andABadMessage_fails() throws {
        let ntfy = try FakeNtfy()
        try ntfy.answerNextPublishes(["429:30", "500", "400"])
        let phone = channel(ntfy)
        #expect(phone.deliver(row()) == .retryAfter("127.0.0.1 answered 429 too many requests, retry after 30 s", seconds: 30))
        #expect(phone.deliver(row()) == .retryLater("127.0.0.1 answered 500 internal server error"))
        #expect(phone.deliver(row()) == .failed("127.0.0.1 refused the message: 400 invalid request"))
        #expect(phone.deliver(row()) == .sent(via: "ntfy 127.0.0.1"))
        ntfy.server.stop()
        guard case .retryLater(let reason) = phone.deliver(row()) else {
            Issue.record("a server that is down is tried again")
            return
        }
        #expect(reason.contains("127.0.0.1"), "\(reason)")
    }

    @Test func withoutTheReplyKey_nothingIsSent() throws {
        let ntfy = try FakeNtfy()
        var phone = channel(ntfy)
        phone = PhoneChannel(
            config: phone.config, server: phone.server, key: nil, unavailable: nil, now: { now }, replyWindowSeconds: 60,
            secondsLeft: { 10 })
        guard case .retryLater = phone.deliver(row()) else {
            Issue.record("a row without a key to sign its buttons waits")
            return
        }
        #expect(try ntfy.messages(topic).isEmpty)
    }
}
