import MyndCore
import MyndTestSupport
import Testing

/// A follow-up must name some part of its goal, next action or blocker.
@Suite(.timed) struct GoalMentionTests {
    @Test(arguments: [
        (["Plant the spring bulbs"], "Five bulbs in before the frost?"),
        (["Plant the spring bulbs"], "Planting takes ten minutes today."),
        (["Learn Spanish"], "Ten minutes of Spanish over coffee?"),
        (["Learn Spanish"], "Zehn Minuten Spanisch heute?"),
        (["Apply for the Berlin job"], "Is the application still on your mind?"),
        (["Yoga"], "Twenty minutes of yoga tonight?"),
        (["Garten umgraben"], "Eine Stunde im Garten heute?"),
        (["Plant the garden"], "Eine Stunde im Garten heute?"),
        (["Aprender a nadar"], "¿Una clase de natación? Nadar te hará bien."),
        (["Réparer le vélo"], "Un quart d'heure pour le vélo ce soir ?"),
        (["Fix the bike", "Buy a new chain"], "A new chain would get you riding again."),
        (["Sleep through the night", "Less coffee after 2pm"], "Skip the afternoon coffee today?"),
        (["学习中文"], "今天学习十分钟中文吧"),
        (["Do it"], "Anything at all goes: nothing to compare with."),
        (["Call a person about the garden"], "A short call today would settle it."),
    ])
    func anAnswerThatNamesThePartsOfItsGoal_fits(subjects: [String], answer: String) {
        #expect(GoalMention.names(answer, anyOf: subjects))
    }

    @Test(arguments: [
        (["Plant the spring bulbs"], "Remember to drink water today!"),
        (["Learn Spanish"], "What is one small step you could take today?"),
        (["Fix the bike", "Buy a new chain"], "Call your mother this weekend."),
        (["Call a person about the garden"], "A person would love to hear from you."),
        (["学习中文"], "今天去跑步吧"),
        (["Yoga"], "You can do it!"),
    ])
    func anAnswerThatNamesNoPartOfItsGoal_doesNotFit(subjects: [String], answer: String) {
        #expect(!GoalMention.names(answer, anyOf: subjects))
    }
}
