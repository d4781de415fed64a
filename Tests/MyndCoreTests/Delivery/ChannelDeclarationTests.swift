import Foundation
import MyndCore
import MyndTestSupport
import Testing

private let now = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

/// A channel words its own rows when the plan is made: a declaration turns a nudge or the
/// digest into the row its send reads, and the row carries what the channel added.
@Suite(.timed) struct ChannelDeclarationTests {
    private struct Extra: Codable, Equatable {
        var goalWords: Int
    }

    private static let message: NudgeMessage = {
        let goal = Node(
            type: .goal, content: "Plant the vegetable garden before the first frost comes and the soil is too hard to dig",
            createdAt: now)
        let followUp = FollowUp(goalId: goal.id, text: "Still on your mind?", source: .fallback, kind: .asking, plannedAt: now)
        return NudgeMessage(followUp: followUp, goal: goal, goalShortID: "3f2a", followUpShortID: "9c1e", language: .english)
    }()

    private static let digest = DigestMessage(localDate: "2026-11-21", title: "Good morning", full: "all of it", short: "a few lines")

    @Test func byDefault_aNudgeIsTitledWithItsGoal_andTheDigestIsItsFewLines() {
        let plain = ChannelDeclaration(Channel("plain"), kind: .screen)
        let row = plain.row(for: Self.message, at: now)
        #expect(row.kind == .followup && row.ref == Self.message.followUp.id.lowercasedString && row.channel == Channel("plain"))
        #expect(row.title == Terminal.line(Self.message.goal.content, limit: 60) && row.title.count <= 60)
        #expect(row.body == "Still on your mind?" && row.payload == nil)
        #expect(row.notBefore == now && row.createdAt == now && row.status == .pending)
        let digest = plain.row(for: Self.digest, notBefore: now.adding(seconds: 60), at: now)
        #expect(digest.kind == .digest && digest.ref == "2026-11-21" && digest.title == "Good morning")
        #expect(digest.body == "a few lines" && digest.notBefore == now.adding(seconds: 60))
    }

    @Test func aChannel_wordsItsOwnRow_andItsPayloadReadsBack() {
        let counting = ChannelDeclaration(
            Channel("counting"), kind: .mailbox,
            nudge: { MessageContent(title: "Quiet", body: $0.followUp.text, payload: MessageContent.payload(Extra(goalWords: 17))) },
            digest: { MessageContent(title: $0.title, body: $0.full) })
        let row = counting.row(for: Self.message, at: now)
        #expect(row.title == "Quiet")
        #expect(row.payload == "{\"goalWords\":17}")
        #expect(row.payload(as: Extra.self) == Extra(goalWords: 17))
        #expect(counting.row(for: Self.digest, notBefore: now, at: now).body == "all of it")
    }

    @Test func aRowWithoutAPayload_orWithAnotherOne_readsAsNone() {
        var row = ChannelDeclaration(Channel("plain"), kind: .screen).row(for: Self.message, at: now)
        #expect(row.payload(as: Extra.self) == nil)
        row.payload = "{\"other\":true}"
        #expect(row.payload(as: Extra.self) == nil)
    }

    @Test func twoDeclarations_areTheSameChannel_whenTheirNamesAre() {
        let a = ChannelDeclaration(Channel("phone"), kind: .phone)
        let b = ChannelDeclaration(Channel("phone"), kind: .phone, digest: { MessageContent(title: $0.title, body: $0.full) })
        #expect(a == b && Set([a, b]).count == 1)
        #expect(a != ChannelDeclaration(Channel("email"), kind: .mailbox))
    }
}
