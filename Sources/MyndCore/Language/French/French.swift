extension LanguagePack {
    /// French: everything mynd says and reads in it.
    static let french = LanguagePack(
        englishName: "French",
        locale: "fr_FR",
        words: .french,
        frames: .french,
        replies: .french,
        smallWords: [
            "a", "au", "aux", "avec", "ce", "ces", "cette", "dans", "de", "des", "du", "elle", "en", "est", "et", "etre", "eu",
            "il", "ils", "je", "la", "le", "les", "leur", "lui", "ma", "mais", "me", "mes", "moi", "mon", "ne", "nos", "notre",
            "nous", "on", "ou", "par", "pas", "peut", "plus", "pour", "qu", "que", "qui", "sa", "sans", "se", "ses", "si", "son",
            "sur", "ta", "te", "tes", "toi", "ton", "tu", "un", "une", "vos", "votre", "vous", "aujourd'hui", "aujourd", "hui",
            "y", "deja", "encore", "petit", "petite", "premier", "premiere", "etape", "peut-etre",
        ],
        markers: [
            "le", "les", "des", "du", "et", "est", "tu", "ton", "ta", "tes", "un", "une", "pour", "avec", "aujourd", "hui", "pas",
            "petit", "peut", "être", "quoi", "comme", "encore", "toujours", "sur", "dans", "ce", "ça", "il", "elle", "on", "qui",
            "ne", "plus", "mais", "fait", "te", "chose", "moment", "ensuite", "garder", "laisser", "tomber", "sommeil",
        ],
        refusals: Refusals(
            openings: [
                "je suis désolé, mais", "désolé, mais", "je ne peux pas t'aider", "je ne peux pas vous aider", "je ne peux pas faire",
                "je ne peux pas écrire", "malheureusement, je ne peux pas", "je ne suis pas en mesure",
            ],
            anywhere: ["en tant qu'ia", "en tant que modèle de langage", "en tant qu'intelligence artificielle"]),
        injections: Injections(
            overrides: [
                "ignore les consignes précédentes", "ignore les instructions précédentes", "ignore toutes les instructions",
                "ignore toutes les consignes", "ignore tes instructions", "ignorez les instructions", "oublie tes instructions",
                "oublie les consignes",
            ],
            outputs: [
                "réponds uniquement", "réponds seulement", "réponds juste", "réponds simplement", "répondez uniquement",
                "écris uniquement", "écris seulement", "dis uniquement", "dis seulement", "ne réponds que",
            ]),
        connectors: [
            "le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "et", "ou", "à", "au", "aux", "pour", "avec", "avant",
            "après", "en", "dans", "par", "sur", "mon", "ma", "mes", "notre", "nos", "que", "qui", "sans", "chez", "jusqu",
        ],
        relations: [
            "mamie", "papy", "papi", "grand-mere", "grand-pere", "mere", "pere", "oncle", "soeur", "frere", "cousine",
        ],
        capture: CaptureWords(
            goal: [
                "je veux", "je voudrais", "je dois", "il faut", "j aimerais", "je vais", "mon objectif", "objectif", "mon but",
            ],
            question: ["devrais je", "est ce que je", "je me demande", "comment faire pour"],
            tasks: [
                "appeler", "acheter", "payer", "reserver", "ecrire", "envoyer", "renvoyer", "rendre", "deposer", "faire", "reparer",
                "nettoyer", "ranger", "peindre", "commander", "recuperer", "porter", "visiter", "renouveler", "annuler", "demander",
                "remplir", "apprendre", "pratiquer", "lire", "planifier", "organiser", "preparer", "laver", "arroser", "cuisiner",
                "repondre", "verifier", "changer", "finir", "terminer", "monter", "accrocher", "chercher", "prendre",
            ],
            verbLast: false))
}
