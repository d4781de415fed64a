/// German phrasings, written in German (du, as a friend writes): the goal always stands in
/// „…“ as a name, never as a noun to decline, so no article or case can go wrong.
extension FallbackFrames.Table {
    static let german = Self(
        nextAction: [
            Frame("Als Nächstes für „{goal}“: {step}. Vielleicht heute?", short: "Als Nächstes für „{goal}“: {step}."),
            Frame("Ein kleiner Schritt für „{goal}“: {step}."),
            Frame("„{goal}“ ist nur einen Schritt vom Weiterkommen entfernt: {step}.", short: "„{goal}“ braucht nur: {step}."),
            Frame("Nur eine Sache steht für „{goal}“ an: {step}.", short: "Für „{goal}“ steht an: {step}."),
            Frame("Bereit, „{goal}“ wieder aufzugreifen? Zuerst: {step}.", short: "„{goal}“ aufgreifen? Zuerst: {step}."),
            Frame("„{goal}“ ruht gerade. Der erste Schritt: {step}.", short: "„{goal}“ ruht. Erster Schritt: {step}."),
            Frame("Ein Schritt würde „{goal}“ voranbringen: {step}."),
            Frame("Hast du kurz Zeit für „{goal}“? Als Nächstes: {step}.", short: "Zeit für „{goal}“? Als Nächstes: {step}."),
        ],
        blocked: [
            Frame("„{goal}“ wartet auf eine Sache: {step}. Lässt sie sich heute klären?", short: "„{goal}“ wartet auf: {step}."),
            Frame("Was „{goal}“ aufhält: {step}. Heute einen Blick wert?", short: "Was „{goal}“ aufhält: {step}."),
            Frame("„{goal}“ steckt fest. Im Weg: {step}. Was würde helfen?", short: "„{goal}“ steckt fest: {step}."),
            Frame("Bevor „{goal}“ weitergehen kann: {step}. Ein Schritt dazu?", short: "Bevor „{goal}“ weitergeht: {step}."),
            Frame("Damit „{goal}“ frei wird: {step}."),
            Frame("Was „{goal}“ im Weg steht: {step}. Wer oder was könnte helfen?", short: "Was „{goal}“ im Weg steht: {step}."),
            Frame("Für „{goal}“ fehlt noch: {step}. Heute angehen?", short: "Für „{goal}“ fehlt noch: {step}."),
            Frame("Eine Hürde vor „{goal}“: {step}. Was wäre ein erster Schritt?", short: "Hürde vor „{goal}“: {step}."),
        ],
        plain: [
            Frame(
                "„{goal}“ ruht schon eine Weile. Was wäre ein kleiner Schritt heute?", short: "„{goal}“ ruht. Ein kleiner Schritt heute?"),
            Frame("Heute eine kleine Bewegung bei „{goal}“?"),
            Frame("Zehn Minuten für „{goal}“ würden heute zählen.", short: "Zehn Minuten für „{goal}“?"),
            Frame("Zeit für einen kleinen Schritt bei „{goal}“?"),
            Frame("„{goal}“ steht noch auf deiner Liste. Was würde es in Gang bringen?", short: "„{goal}“ steht noch auf deiner Liste."),
            Frame("Was braucht „{goal}“ als Erstes? Heute könnte der Tag sein.", short: "Was braucht „{goal}“ als Erstes?"),
            Frame("Wie wäre es heute mit einer Kleinigkeit für „{goal}“?", short: "Eine Kleinigkeit für „{goal}“?"),
            Frame("„{goal}“ könnte heute fünf Minuten gebrauchen.", short: "„{goal}“: fünf Minuten heute?"),
        ],
        returning: [
            Frame("Wieder da, wie gewünscht: „{goal}“."),
            Frame("Hier ist es wieder, wie versprochen: „{goal}“.", short: "Wie versprochen: „{goal}“."),
            Frame("Du wolltest, dass ich das zurückbringe: „{goal}“.", short: "Zurückgebracht: „{goal}“."),
            Frame("Eine Erinnerung, wie du wolltest: „{goal}“.", short: "Deine Erinnerung: „{goal}“."),
            Frame("Die Schlummerzeit ist vorbei: „{goal}“.", short: "Wieder wach: „{goal}“."),
            Frame("Zurück auf deiner Liste, wie gewünscht: „{goal}“.", short: "Zurück auf deiner Liste: „{goal}“."),
            Frame("Zeit, wieder auf „{goal}“ zu schauen, wie gewünscht.", short: "Wieder Zeit für „{goal}“."),
            Frame("Deine Erinnerung an „{goal}“ ist da."),
        ],
        asking: [
            Frame("Ist dir „{goal}“ noch wichtig? Behalten oder loslassen?", short: "„{goal}“ noch wichtig? Behalten oder loslassen?"),
            Frame("„{goal}“ ruht schon lange. Behalten oder loslassen?", short: "„{goal}“: behalten oder loslassen?"),
            Frame(
                "Gehört „{goal}“ noch zu dir? Behalten oder loslassen: beides ist gut.",
                short: "Gehört „{goal}“ noch zu dir? Behalten oder loslassen?"),
            Frame(
                "Soll „{goal}“ auf deiner Liste bleiben? Behalten oder loslassen.", short: "Soll „{goal}“ bleiben? Behalten oder loslassen."
            ),
            Frame(
                "Zu „{goal}“ kam eine Weile keine Antwort. Behalten oder loslassen?",
                short: "Keine Antwort zu „{goal}“. Behalten oder loslassen?"),
            Frame("Bleibt „{goal}“? Behalten oder loslassen."),
            Frame(
                "Willst du „{goal}“ noch verfolgen? Behalten oder loslassen.", short: "„{goal}“ noch verfolgen? Behalten oder loslassen."),
            Frame(
                "Lohnt sich „{goal}“ noch für dich? Behalten oder loslassen.", short: "Lohnt sich „{goal}“ noch? Behalten oder loslassen."),
        ]
    )
}
