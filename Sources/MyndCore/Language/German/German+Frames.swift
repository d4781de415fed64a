/// German phrasings, written in German (du, as a friend writes): the goal always stands in
/// „…“ as a name, never as a noun to decline, so no article or case can go wrong. A person a
/// goal waits on is named after "auf", "von", "bei", "an" or "mit", where a name needs no case.
extension FallbackFrames.Table {
    static let german = Self(
        nextAction: [
            Frame("Als Nächstes für „{goal}“: {step}. Vielleicht heute?", short: "Als Nächstes für „{goal}“: {step}."),
            Frame("Ein kleiner Schritt für „{goal}“: {step}."),
            Frame("Weiter geht’s mit „{goal}“: {step}."),
            Frame("Für „{goal}“ steht als Nächstes an: {step}."),
            Frame("Wenn du heute Zeit für „{goal}“ hast: {step}.", short: "Heute für „{goal}“: {step}."),
            Frame("„{goal}“ liegt schon eine Weile. Der nächste Schritt: {step}.", short: "Nächster Schritt für „{goal}“: {step}."),
            Frame("Damit „{goal}“ vorankommt: {step}."),
            Frame("Lust, mit „{goal}“ weiterzumachen? Als Erstes: {step}.", short: "Weiter mit „{goal}“? Als Erstes: {step}."),
        ],
        blocked: [
            Frame("„{goal}“ hängt an einer Sache: {step}. Lässt sich das heute klären?", short: "Woran „{goal}“ hängt: {step}."),
            Frame("Was „{goal}“ aufhält: {step}. Schaust du heute mal drauf?", short: "Was „{goal}“ aufhält: {step}."),
            Frame("„{goal}“ steckt fest. Der Haken: {step}. Was könnte helfen?", short: "Der Haken bei „{goal}“: {step}."),
            Frame("Bevor es mit „{goal}“ weitergeht, muss das geklärt sein: {step}.", short: "Für „{goal}“ erst zu klären: {step}."),
            Frame("Ist das erledigt, geht „{goal}“ weiter: {step}."),
            Frame("Was „{goal}“ im Weg steht: {step}. Wer oder was könnte helfen?", short: "Was „{goal}“ im Weg steht: {step}."),
            Frame("Für „{goal}“ fehlt noch: {step}. Heute angehen?", short: "Für „{goal}“ fehlt noch: {step}."),
            Frame("Der Knackpunkt bei „{goal}“: {step}. Ein erster Schritt heute?", short: "Der Knackpunkt bei „{goal}“: {step}."),
        ],
        waitingOnPerson: [
            Frame("„{goal}“ wartet auf {step}. Heute kurz nachfragen?", short: "„{goal}“ wartet auf {step}."),
            Frame(
                "Für „{goal}“ brauchst du eine Antwort von {step}. Heute nachhaken?", short: "Für „{goal}“ fehlt die Antwort von {step}."),
            Frame("Gibt es Neues von {step} zu „{goal}“?"),
            Frame("Ein kurzer Anruf bei {step} könnte „{goal}“ weiterbringen."),
            Frame(
                "Bei „{goal}“ geht es erst weiter, wenn {step} sich meldet. Nachfragen?", short: "„{goal}“ wartet, bis {step} sich meldet."),
            Frame("Zeit, bei {step} nachzufragen, wie es mit „{goal}“ steht?"),
            Frame("Wie wäre es mit einer kurzen Nachricht an {step} wegen „{goal}“?", short: "Eine Nachricht an {step} wegen „{goal}“?"),
            Frame("„{goal}“ liegt gerade bei {step}. Magst du dich heute melden?", short: "„{goal}“ liegt gerade bei {step}."),
        ],
        plain: [
            Frame(
                "„{goal}“ ruht schon eine Weile. Was wäre heute ein kleiner Schritt?", short: "„{goal}“ ruht. Ein kleiner Schritt heute?"),
            Frame("Geht heute etwas bei „{goal}“?"),
            Frame("Zehn Minuten für „{goal}“ – wäre das heute drin?", short: "Zehn Minuten für „{goal}“ heute?"),
            Frame("Zeit für einen kleinen Schritt bei „{goal}“?"),
            Frame("„{goal}“ steht noch auf deiner Liste. Womit könntest du anfangen?", short: "„{goal}“ steht noch auf deiner Liste."),
            Frame("Was braucht „{goal}“ als Erstes? Vielleicht ist heute der Tag.", short: "Was braucht „{goal}“ als Erstes?"),
            Frame("Wie wäre es heute mit einer Kleinigkeit für „{goal}“?", short: "Eine Kleinigkeit für „{goal}“ heute?"),
            Frame("Um „{goal}“ ist es still geworden. Fünf Minuten heute?", short: "Heute fünf Minuten für „{goal}“?"),
        ],
        returning: [
            Frame("Wieder da, wie gewünscht: „{goal}“."),
            Frame("Wie versprochen, hier ist es wieder: „{goal}“.", short: "Wie versprochen: „{goal}“."),
            Frame("Du wolltest noch mal daran erinnert werden: „{goal}“.", short: "Noch mal zur Erinnerung: „{goal}“."),
            Frame("Hier ist deine Erinnerung an „{goal}“."),
            Frame("Die Pause ist vorbei: „{goal}“."),
            Frame("Zurück auf deiner Liste, wie gewünscht: „{goal}“.", short: "Zurück auf deiner Liste: „{goal}“."),
            Frame("Zeit, wieder auf „{goal}“ zu schauen, wie gewünscht.", short: "Wieder Zeit für „{goal}“."),
            Frame("Du hattest „{goal}“ auf später geschoben. Jetzt ist es so weit.", short: "Jetzt ist es so weit: „{goal}“."),
        ],
        returningEnds: [
            "Passt es diesmal besser?", "Fünf Minuten reichen schon.", "Ein kleiner Anfang genügt.", "Ganz ohne Eile.",
            "Wie wär’s mit einem ersten Schritt?", "Wann immer du magst.",
        ],
        asking: [
            Frame("Ist dir „{goal}“ noch wichtig? Behalten oder loslassen?", short: "„{goal}“ noch wichtig? Behalten oder loslassen?"),
            Frame("„{goal}“ ruht schon lange. Behalten oder loslassen?", short: "„{goal}“: behalten oder loslassen?"),
            Frame(
                "Willst du an „{goal}“ festhalten? Behalten oder loslassen – beides ist in Ordnung.",
                short: "An „{goal}“ festhalten? Behalten oder loslassen?"),
            Frame(
                "Soll „{goal}“ auf deiner Liste bleiben? Behalten oder loslassen?", short: "Soll „{goal}“ bleiben? Behalten oder loslassen?"
            ),
            Frame(
                "Auf die letzten Anstöße zu „{goal}“ kam nichts. Behalten oder loslassen?",
                short: "Keine Antwort zu „{goal}“. Behalten oder loslassen?"),
            Frame("Bleibt „{goal}“ auf der Liste? Behalten oder loslassen?", short: "Bleibt „{goal}“? Behalten oder loslassen?"),
            Frame(
                "Willst du „{goal}“ noch verfolgen? Behalten oder loslassen?", short: "„{goal}“ noch verfolgen? Behalten oder loslassen?"),
            Frame(
                "Lohnt sich „{goal}“ noch für dich? Behalten oder loslassen?", short: "Lohnt sich „{goal}“ noch? Behalten oder loslassen?"),
        ]
    )
}
