/// English phrasings: the ones mynd has always used (two more for a blocked goal and for asking,
/// so a goal nudged daily hears none twice in a week), each with a shorter form for a long goal.
extension FallbackFrames.Table {
    static let english = Self(
        nextAction: [
            Frame("Next for “{goal}”: {step}. Today, maybe?", short: "Next for “{goal}”: {step}."),
            Frame("A small step for “{goal}”: {step}."),
            Frame("“{goal}” is one step from moving: {step}.", short: "“{goal}”, one step: {step}."),
            Frame("Just one thing for “{goal}” next: {step}.", short: "For “{goal}” next: {step}."),
            Frame("Ready to pick up “{goal}”? First: {step}.", short: "“{goal}”? First: {step}."),
            Frame("“{goal}” has been quiet. First thing to do: {step}.", short: "“{goal}”, first: {step}."),
            Frame("One step would move “{goal}”: {step}."),
            Frame("Got a moment for “{goal}”? Next up: {step}.", short: "“{goal}”? Next up: {step}."),
        ],
        blocked: [
            Frame("“{goal}” is waiting on one thing: {step}. Could you clear it today?", short: "“{goal}” is waiting on: {step}."),
            Frame("Holding up “{goal}”: {step}. Worth a look today?", short: "Holding up “{goal}”: {step}."),
            Frame("“{goal}” is stuck. In the way: {step}. What would unblock it?", short: "“{goal}” is stuck on: {step}."),
            Frame("Before “{goal}” can move: {step}. One move on it?", short: "Before “{goal}” can move: {step}."),
            Frame("To free up “{goal}”: {step}."),
            Frame("In the way of “{goal}”: {step}. Who or what could help?", short: "In the way of “{goal}”: {step}."),
            Frame("Standing between you and “{goal}”: {step}. A first move today?", short: "Between you and “{goal}”: {step}."),
            Frame("“{goal}” can move once this is done: {step}.", short: "“{goal}” needs this first: {step}."),
        ],
        plain: [
            Frame("“{goal}” has been quiet. What is one small step for today?", short: "“{goal}” has been quiet. A small step?"),
            Frame("Any small move on “{goal}” today?"),
            Frame("Ten minutes on “{goal}” today would count.", short: "Ten minutes on “{goal}”?"),
            Frame("Time for a small step on “{goal}”?"),
            Frame("“{goal}” is still on your list. What would get it going?", short: "“{goal}” is still on your list."),
            Frame("What is the first thing “{goal}” needs? Today could be the day.", short: "What does “{goal}” need first?"),
            Frame("How about one small thing for “{goal}” today?", short: "One small thing for “{goal}”?"),
            Frame("“{goal}” could use five minutes today."),
        ],
        returning: [
            Frame("Back, as you asked: “{goal}”."),
            Frame("Here it is again, as promised: “{goal}”.", short: "Again, as promised: “{goal}”."),
            Frame("You asked me to bring this back: “{goal}”.", short: "Brought back: “{goal}”."),
            Frame("A reminder, as you wanted: “{goal}”.", short: "Your reminder: “{goal}”."),
            Frame("The snooze is over: “{goal}”."),
            Frame("Back on your list, as you asked: “{goal}”.", short: "Back on your list: “{goal}”."),
            Frame("Time to look at “{goal}” again, as you asked.", short: "Time to look at “{goal}” again."),
            Frame("Your reminder for “{goal}” is here."),
        ],
        asking: [
            Frame("Does “{goal}” still matter to you? Keep it, or let it go.", short: "Does “{goal}” still matter? Keep it, or let it go."),
            Frame("“{goal}” has been quiet a long while. Keep it, or let it go?", short: "“{goal}”: keep it, or let it go?"),
            Frame(
                "Is “{goal}” still yours? Keep it or let it go: both are fine.", short: "Is “{goal}” still yours? Keep it or let it go."),
            Frame("Still want “{goal}” on your list? Keep it, or let it go.", short: "Still want “{goal}”? Keep it, or let it go."),
            Frame("No answer on “{goal}” for a while. Keep it, or let it go?", short: "No answer on “{goal}”. Keep it, or let it go?"),
            Frame("Should “{goal}” stay? Keep it, or let it go."),
            Frame("Is “{goal}” still worth your time? Keep it, or let it go.", short: "“{goal}”, still worth it? Keep it, or let it go."),
            Frame("Want to hold on to “{goal}”? Keep it, or let it go."),
        ]
    )
}
