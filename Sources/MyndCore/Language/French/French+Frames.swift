/// French phrasings, written in French (tu): the goal always stands in « … » as a name, and
/// no word around it agrees with it (no "il" or "elle" for it, no adjective after it).
/// Written with plain spaces; `FrenchSpacing` sets the no-break ones.
extension FallbackFrames.Table {
    static let french = Self(
        nextAction: [
            fr("Prochaine étape pour « {goal} » : {step}. Aujourd’hui, peut-être ?", short: "Prochaine étape pour « {goal} » : {step}."),
            fr("Un petit pas pour « {goal} » : {step}."),
            fr("« {goal} » n’est qu’à un pas d’avancer : {step}.", short: "« {goal} », un pas : {step}."),
            fr("Une seule chose pour « {goal} », ensuite : {step}.", short: "Pour « {goal} », ensuite : {step}."),
            fr("On reprend « {goal} » ? D’abord : {step}.", short: "« {goal} » ? D’abord : {step}."),
            fr("« {goal} » est en sommeil. Première chose à faire : {step}.", short: "« {goal} », d’abord : {step}."),
            fr("Un pas ferait avancer « {goal} » : {step}."),
            fr("Un moment pour « {goal} » ? Ensuite : {step}."),
        ],
        blocked: [
            fr("« {goal} » attend une seule chose : {step}. À régler aujourd’hui ?", short: "« {goal} » attend : {step}."),
            fr("Ce qui retient « {goal} » : {step}. Un coup d’œil aujourd’hui ?", short: "Ce qui retient « {goal} » : {step}."),
            fr("« {goal} » n’avance plus. En travers : {step}. Qu’est-ce qui aiderait ?", short: "« {goal} » n’avance plus : {step}."),
            fr("Avant que « {goal} » puisse avancer : {step}. Un pas dans ce sens ?", short: "Avant « {goal} » : {step}."),
            fr("Pour libérer « {goal} » : {step}."),
            fr("Sur le chemin de « {goal} » : {step}. Qui ou quoi pourrait aider ?", short: "Sur le chemin de « {goal} » : {step}."),
            fr("Il manque encore à « {goal} » : {step}. On s’y met aujourd’hui ?", short: "Il manque à « {goal} » : {step}."),
            fr("Un obstacle pour « {goal} » : {step}. Quel serait le premier pas ?", short: "Obstacle pour « {goal} » : {step}."),
        ],
        plain: [
            fr("« {goal} » est en sommeil. Quel petit pas pour aujourd’hui ?", short: "« {goal} » : un petit pas aujourd’hui ?"),
            fr("Un petit mouvement sur « {goal} » aujourd’hui ?"),
            fr("Dix minutes pour « {goal} » aujourd’hui, ça compte.", short: "Dix minutes pour « {goal} » ?"),
            fr("Le moment d’un petit pas pour « {goal} » ?"),
            fr("« {goal} » est toujours sur ta liste. Qu’est-ce qui relancerait tout ça ?", short: "« {goal} » est toujours sur ta liste."),
            fr("Quelle est la première chose pour « {goal} » ? Aujourd’hui, peut-être.", short: "La première chose pour « {goal} » ?"),
            fr("Et si tu faisais une petite chose pour « {goal} » aujourd’hui ?", short: "Une petite chose pour « {goal} » ?"),
            fr("« {goal} » mérite bien cinq minutes aujourd’hui.", short: "« {goal} » : cinq minutes ?"),
        ],
        returning: [
            fr("De retour, comme demandé : « {goal} »."),
            fr("Comme promis, c’est de retour : « {goal} ».", short: "Comme promis : « {goal} »."),
            fr("Tu voulais que je te le rappelle : « {goal} ».", short: "Je te le rappelle : « {goal} »."),
            fr("Un rappel, comme tu le voulais : « {goal} ».", short: "Ton rappel : « {goal} »."),
            fr("La pause est terminée : « {goal} »."),
            fr("De nouveau sur ta liste, comme demandé : « {goal} ».", short: "De nouveau sur ta liste : « {goal} »."),
            fr("L’heure de revoir « {goal} », comme demandé.", short: "L’heure de revoir « {goal} »."),
            fr("Voici ton rappel pour « {goal} »."),
        ],
        asking: [
            fr(
                "Est-ce que « {goal} » compte encore pour toi ? Garder ou laisser tomber.",
                short: "« {goal} » compte encore ? Garder ou laisser tomber."),
            fr("« {goal} » est en sommeil depuis longtemps. Garder ou laisser tomber ?", short: "« {goal} » : garder ou laisser tomber ?"),
            fr(
                "« {goal} », c’est toujours pour toi ? Garder ou laisser tomber : les deux vont bien.",
                short: "« {goal} », c’est toujours pour toi ? Garder ou laisser tomber ?"),
            fr("Tu veux garder « {goal} » sur ta liste ? Garder ou laisser tomber.", short: "Garder « {goal} » ? Ou laisser tomber."),
            fr(
                "Pas de réponse sur « {goal} » depuis un moment. Garder ou laisser tomber ?",
                short: "Pas de réponse sur « {goal} ». Garder ou laisser tomber ?"),
            fr("Faut-il garder « {goal} » ? Garder ou laisser tomber."),
            fr("Tu tiens encore à « {goal} » ? Garder ou laisser tomber."),
            fr(
                "Est-ce que « {goal} » vaut encore la peine ? Garder ou laisser tomber.",
                short: "« {goal} » vaut la peine ? Garder ou laisser tomber."),
        ]
    )

    private static func fr(_ text: String, short: String? = nil) -> Frame {
        Frame(FrenchSpacing.set(text), short: short.map(FrenchSpacing.set))
    }
}
