/// French phrasings, written in French (tu): the goal always stands in « … » as a name, and
/// no word around it agrees with it (no "il" or "elle" for it, no adjective after it). A
/// person a goal waits on follows "à", "avec" or "par", never "de" (which a name starting
/// with a vowel would elide), and is "lui", which has no gender.
/// Written with plain spaces; `FrenchSpacing` sets the no-break ones.
extension FallbackFrames.Table {
    static let french = Self(
        nextAction: [
            fr("Prochaine étape pour « {goal} » : {step}. Aujourd’hui, peut-être ?", short: "Prochaine étape pour « {goal} » : {step}."),
            fr("Un petit pas pour « {goal} » : {step}."),
            fr("Pour faire avancer « {goal} » : {step}."),
            fr("On reprend « {goal} » ? Pour commencer : {step}.", short: "On reprend « {goal} » ? D’abord : {step}."),
            fr("« {goal} » est en sommeil. Première chose à faire : {step}.", short: "Première chose pour « {goal} » : {step}."),
            fr("Tu as un moment pour « {goal} » ? La suite : {step}.", short: "La suite pour « {goal} » : {step}."),
            fr("À faire ensuite pour « {goal} » : {step}."),
            fr("Si tu as cinq minutes pour « {goal} » : {step}."),
        ],
        blocked: [
            fr("« {goal} » attend une seule chose : {step}. À régler aujourd’hui ?", short: "« {goal} » attend : {step}."),
            fr("Ce qui bloque « {goal} » : {step}. Tu y jettes un œil aujourd’hui ?", short: "Ce qui bloque « {goal} » : {step}."),
            fr("« {goal} » coince sur ce point : {step}. Qu’est-ce qui aiderait ?", short: "« {goal} » coince sur ce point : {step}."),
            fr("Avant d’avancer sur « {goal} », il faut régler ceci : {step}.", short: "Avant d’avancer sur « {goal} » : {step}."),
            fr("Une fois ceci réglé, « {goal} » pourra avancer : {step}."),
            fr("L’obstacle pour « {goal} » : {step}. Qui ou quoi pourrait aider ?", short: "L’obstacle pour « {goal} » : {step}."),
            fr("Il reste ceci à régler pour « {goal} » : {step}. On s’y met ?", short: "Reste à régler pour « {goal} » : {step}."),
            fr("Le frein sur « {goal} » : {step}. Quel serait le premier pas ?", short: "Le frein sur « {goal} » : {step}."),
        ],
        waitingOnPerson: [
            fr("Pour « {goal} », c’est {step} qu’il faut relancer. Aujourd’hui ?", short: "Pour « {goal} », il faut relancer {step}."),
            fr("Un message à {step} ferait avancer « {goal} ». Aujourd’hui ?", short: "Un message à {step} ferait avancer « {goal} »."),
            fr("Tu as pu parler de « {goal} » avec {step} ?"),
            fr("Un appel à {step} pourrait débloquer « {goal} »."),
            fr("Et si tu demandais à {step} où en est « {goal} » ?"),
            fr("Pour « {goal} », tout passe par {step}. Un petit mot aujourd’hui ?", short: "Pour « {goal} », tout passe par {step}."),
            fr("C’est le bon moment pour relancer {step} au sujet de « {goal} » ?", short: "Relancer {step} au sujet de « {goal} » ?"),
            fr(
                "« {goal} » reste en attente tant que {step} n’a pas répondu. Tu relances ?", short: "« {goal} » attend que {step} réponde."
            ),
        ],
        plain: [
            fr(
                "« {goal} » est en sommeil depuis un moment. Un petit pas aujourd’hui ?", short: "« {goal} » est en sommeil. Un petit pas ?"
            ),
            fr("Tu pourrais avancer un peu sur « {goal} » aujourd’hui ?"),
            fr("Dix minutes pour « {goal} » aujourd’hui, ce serait déjà bien.", short: "Dix minutes pour « {goal} » ?"),
            fr("Et si c’était le jour pour « {goal} » ?"),
            fr("« {goal} » est toujours sur ta liste. Par quoi pourrais-tu commencer ?", short: "« {goal} » est toujours sur ta liste."),
            fr("Quelle serait la première chose à faire pour « {goal} » ?", short: "Par quoi commencer pour « {goal} » ?"),
            fr("Et si tu faisais une petite chose pour « {goal} » aujourd’hui ?", short: "Une petite chose pour « {goal} » aujourd’hui ?"),
            fr("« {goal} » mérite bien cinq minutes aujourd’hui.", short: "Cinq minutes pour « {goal} » aujourd’hui ?"),
        ],
        returning: [
            fr("De retour, comme demandé : « {goal} »."),
            fr("Comme promis, revoici : « {goal} ».", short: "Comme promis : « {goal} »."),
            fr("Tu voulais que je te le rappelle : « {goal} ».", short: "Je te le rappelle : « {goal} »."),
            fr("Ton rappel, comme tu l’avais demandé : « {goal} ».", short: "Ton rappel : « {goal} »."),
            fr("La pause est terminée : « {goal} »."),
            fr("De nouveau sur ta liste, comme demandé : « {goal} ».", short: "De nouveau sur ta liste : « {goal} »."),
            fr("C’est le moment de revoir « {goal} », comme demandé.", short: "C’est le moment de revoir « {goal} »."),
            fr("Plus tard, c’est maintenant : « {goal} »."),
        ],
        returningEnds: [
            "Ça tombe mieux cette fois ?", "Cinq minutes suffisent.", "Un petit début, c’est déjà bien.",
            "Sans pression, à ton rythme.", "On s’y met ?", "Quand tu veux.",
        ].map(FrenchSpacing.set),
        asking: [
            fr(
                "Est-ce que « {goal} » compte encore pour toi ? Garder ou laisser tomber ?",
                short: "« {goal} » compte encore ? Garder ou laisser tomber ?"),
            fr("« {goal} » est en sommeil depuis longtemps. Garder ou laisser tomber ?", short: "« {goal} » : garder ou laisser tomber ?"),
            fr(
                "Tu tiens toujours à « {goal} » ? Garder ou laisser tomber, c’est toi qui vois.",
                short: "Tu tiens toujours à « {goal} » ? Garder ou laisser tomber ?"),
            fr("On garde « {goal} » sur ta liste, ou tu laisses tomber ?", short: "On garde « {goal} », ou tu laisses tomber ?"),
            fr(
                "Pas de réponse sur « {goal} » depuis un moment. Garder ou laisser tomber ?",
                short: "Pas de réponse sur « {goal} ». Garder ou laisser tomber ?"),
            fr(
                "Est-ce que « {goal} » a encore sa place sur ta liste ? Garder ou laisser tomber ?",
                short: "« {goal} » a encore sa place ? Garder ou laisser tomber ?"),
            fr("« {goal} », toujours d’actualité ? Garder ou laisser tomber ?"),
            fr(
                "Est-ce que « {goal} » vaut encore la peine ? Garder ou laisser tomber ?",
                short: "« {goal} » vaut encore la peine ? Garder ou laisser tomber ?"),
        ]
    )

    private static func fr(_ text: String, short: String? = nil) -> Frame {
        Frame(FrenchSpacing.set(text), short: short.map(FrenchSpacing.set))
    }
}
