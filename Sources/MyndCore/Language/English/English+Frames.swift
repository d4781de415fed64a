/// English phrasings, eight for each situation so a goal nudged daily hears none twice in a
/// week, each short form still a whole sentence. A person a goal waits on is someone to reach,
/// never a thing to clear.
extension FallbackFrames.Table {
    static let english = Self(
        nextAction: [
            Frame("Next up for “{goal}”: {step}. Maybe today?", short: "Next up for “{goal}”: {step}."),
            Frame("A small step for “{goal}”: {step}."),
            Frame("To get “{goal}” going again: {step}."),
            Frame("Got a moment today? Next for “{goal}”: {step}.", short: "Next for “{goal}”: {step}."),
            Frame("Here’s the next thing for “{goal}”: {step}.", short: "The next thing for “{goal}”: {step}."),
            Frame("“{goal}” has been waiting. You could start with: {step}.", short: "For “{goal}”, start with: {step}."),
            Frame("Still keen on “{goal}”? Then this is next: {step}.", short: "Still keen on “{goal}”? Next: {step}."),
            Frame("When you pick up “{goal}” again, start here: {step}.", short: "Back to “{goal}”? Start here: {step}."),
        ],
        blocked: [
            Frame("“{goal}” is held up by one thing: {step}. Could you sort it today?", short: "Holding up “{goal}”: {step}."),
            Frame("What’s holding up “{goal}”: {step}. Worth a look today?", short: "What’s holding up “{goal}”: {step}."),
            Frame("“{goal}” is stuck on this: {step}. What would unstick it?", short: "“{goal}” is stuck on this: {step}."),
            Frame(
                "Before “{goal}” can go on, this needs sorting: {step}.", short: "“{goal}” needs this sorted first: {step}."),
            Frame("Clear this and “{goal}” can move again: {step}."),
            Frame("The snag with “{goal}”: {step}. Who or what could help?", short: "The snag with “{goal}”: {step}."),
            Frame("“{goal}” can move once this is sorted: {step}."),
            Frame("One thing blocks “{goal}”: {step}. A first move on it today?", short: "One thing blocks “{goal}”: {step}."),
        ],
        waitingOnPerson: [
            Frame("“{goal}” is waiting on {step}. A message today?", short: "“{goal}” is waiting on {step}."),
            Frame("{step} is who “{goal}” waits on. Maybe get in touch today?", short: "{step} is who “{goal}” waits on."),
            Frame("For “{goal}”, you need to hear from {step}. Could you ask today?", short: "For “{goal}”, you need to hear from {step}."),
            Frame("A word with {step} would unblock “{goal}”. Today, maybe?", short: "A word with {step} would unblock “{goal}”."),
            Frame("Have you heard back from {step} about “{goal}”?"),
            Frame("“{goal}” depends on {step} for now. Worth a quick message?", short: "“{goal}” depends on {step} for now."),
            Frame("Time to check in with {step} about “{goal}”?"),
            Frame("Maybe ask {step} where things stand with “{goal}”?"),
        ],
        plain: [
            Frame(
                "“{goal}” has been quiet for a while. What’s one small step for today?",
                short: "“{goal}” has been quiet. A small step today?"),
            Frame("Anything you could do for “{goal}” today, even something small?", short: "Something small for “{goal}” today?"),
            Frame("Ten minutes on “{goal}” today would be a start.", short: "Ten minutes on “{goal}” today?"),
            Frame("How’s “{goal}” going? A small step today would keep it alive.", short: "How’s “{goal}” going?"),
            Frame("“{goal}” is still on your list. What would get it going?", short: "“{goal}” is still on your list."),
            Frame("What does “{goal}” need first? Today could be the day.", short: "What does “{goal}” need first?"),
            Frame("It’s been a while since “{goal}” moved. Time for a small step?", short: "Time for a small step on “{goal}”?"),
            Frame("“{goal}” could use five minutes today."),
        ],
        returning: [
            Frame("Back, as you asked: “{goal}”."),
            Frame("Here it is again, as promised: “{goal}”.", short: "As promised: “{goal}”."),
            Frame("You wanted this back now: “{goal}”.", short: "Back now: “{goal}”."),
            Frame("Your reminder, as you wanted: “{goal}”.", short: "Your reminder: “{goal}”."),
            Frame("Later is now: “{goal}”."),
            Frame("Back on your list, as you asked: “{goal}”.", short: "Back on your list: “{goal}”."),
            Frame("Time to look at “{goal}” again, as you asked.", short: "Time to look at “{goal}” again."),
            Frame("Picking this up again, as you asked: “{goal}”.", short: "Picking this up again: “{goal}”."),
        ],
        returningEnds: [
            "Ready when you are.", "Is now a better time?", "Five minutes would do.", "A small start is enough.",
            "No rush, at your own pace.",
            "Whenever suits you.",
        ],
        asking: [
            Frame("Does “{goal}” still matter to you? Keep it, or let it go.", short: "Does “{goal}” still matter? Keep it, or let it go."),
            Frame("“{goal}” has been quiet a long while. Keep it, or let it go?", short: "“{goal}”: keep it, or let it go?"),
            Frame(
                "Is “{goal}” still for you? Keep it or let it go: both are fine.", short: "Is “{goal}” still for you? Keep it or let it go."
            ),
            Frame("Still want “{goal}” on your list? Keep it, or let it go.", short: "Still want “{goal}”? Keep it, or let it go."),
            Frame("No answer on “{goal}” for a while. Keep it, or let it go?", short: "No answer on “{goal}”. Keep it, or let it go?"),
            Frame("Should “{goal}” stay on your list? Keep it, or let it go.", short: "Should “{goal}” stay? Keep it, or let it go."),
            Frame("Is “{goal}” still worth your time? Keep it, or let it go.", short: "Is “{goal}” still worth it? Keep it, or let it go."),
            Frame("Want to hold on to “{goal}”? Keep it, or let it go."),
        ]
    )
}
