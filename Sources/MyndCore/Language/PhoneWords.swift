/// What the phone says when `[phone] detail = "title"` keeps the goal on this machine: only
/// that a nudge waits, and its short id to answer it by. The buttons are the answers' own
/// words (`Words.button`).
extension Language {
    package func phoneWaiting(_ shortID: String) -> String {
        switch self {
        case .english: "A nudge is waiting — \(shortID)"
        case .german: "Ein Anstoß wartet — \(shortID)"
        case .spanish: "Un recordatorio te espera — \(shortID)"
        case .french: "Un rappel vous attend — \(shortID)"
        }
    }

    /// The test message `mynd phone setup` and `mynd phone test` send.
    package var phoneTest: (title: String, body: String) {
        switch self {
        case .english: ("mynd is on your phone", "Nudges reach you here while you are away from your desk.")
        case .german: ("mynd ist auf deinem Handy", "Anstöße erreichen dich hier, wenn du nicht am Schreibtisch bist.")
        case .spanish: ("mynd está en tu móvil", "Los recordatorios te llegan aquí cuando no estás en tu escritorio.")
        case .french: ("mynd est sur votre téléphone", "Les rappels vous arrivent ici quand vous n'êtes pas à votre bureau.")
        }
    }
}
