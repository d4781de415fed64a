extension ReplyWords {
    /// French replies, as people type them on a phone (tu, "stp", "cet aprèm", "c fait").
    static let french = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete:
                [
                    "fait", "faite", "faits", "c est fait", "c fait", "cest fait", "fini", "finie", "finit", "j ai fini", "termine",
                    "terminee", "c est termine", "c est bon", "regle", "reglee", "acheve", "contact pris", "boucle", "tout est fait",
                    "pret", "prete", "ok c est fait", "repare", "reparee", "c est regle", "c est boucle", "ok c est bon", "plie",
                ]
            case .step:
                [
                    "une etape", "etape", "une etape de faite", "j ai avance", "avance", "un peu avance", "progres", "commence",
                    "j ai commence", "en cours", "a moitie", "petit pas", "un petit pas", "premiere etape", "je m y suis mis",
                    "je m y suis mise", "a moitie", "la moitie", "j en suis a la moitie", "une etape de plus", "a mi chemin",
                    "en partie fait", "premiere partie faite",
                ]
            case .snooze: ["plus tard", "reporter", "repousser", "pas maintenant", "une autre fois", "un autre jour"]
            case .dismiss:
                [
                    "ignorer", "ecarter", "passer", "ignorer ce rappel", "ignore ce rappel", "ignorer pour cette fois", "passe celui la",
                    "passer celui la", "saute celui la", "passer cette fois", "passer pour cette fois", "ignorer cette fois",
                ]
            case .drop:
                [
                    "laisse tomber", "laisser tomber", "abandonner", "abandonne", "oublie", "oublie ca", "ce n est plus important",
                    "c est plus important", "n est plus important", "plus important", "plus important du tout",
                    "ca ne m interesse plus", "tant pis", "ca ne se fera pas", "on oublie", "supprime", "supprimer", "efface",
                    "on laisse tomber", "oublie le",
                ]
            case .keep:
                [
                    "garder", "garde", "garde le", "je garde", "conserver", "c est toujours important", "toujours important",
                    "encore important", "ca compte encore", "ca compte toujours", "je le garde",
                ]
            case .reopen: []
            case .touch: []
            case .capture: ["note", "noter", "a noter", "capture", "nouvel objectif", "nouvelle tache", "idee"]
            case .pause:
                [
                    "pause", "mettre en pause", "en pause", "mets en pause", "mets tout en pause", "mettre les rappels en pause",
                    "mets les rappels en pause",
                ]
            case .resume: ["reprendre", "reprends", "reprise", "fin de la pause"]
            }
        },
        idioms: [
            "pas a pas", "etape par etape", "pour aujourd hui", "laisse toi porter", "continue comme ca", "pour aujourd hui",
            "pour ce soir",
        ],
        events: ["rdv", "rendez vous", "reunion", "vol", "reservation", "entretien"],
        willDo: [
            "je le fais", "je le ferai", "je m en occupe", "je m en charge", "rappelle moi", "rappelle le moi", "relance moi",
            "plutot", "jusqu a", "jusqu", "a partir de", "promis", "sans faute", "je l appelle", "je l appellerai", "je lui ecris",
            "je regarde", "pour", "d ici", "j aurai un moment", "j aurai le temps", "un moment",
        ],
        negations: ["pas", "ne", "n", "non", "jamais", "rien", "aucun", "aucune", "pas encore"],
        // A choice offered ("done, or tomorrow") is no answer made: "or" doubts what it joins.
        doubts: [
            "ou", "soit",
            "peut etre", "peutetre", "je pense", "je crois", "probablement", "presque", "sans doute", "j espere", "je suppose",
            "a peu pres", "tu parles", "mais oui bien sur", "dans mes reves", "eyeroll", "fingerscrossed",
        ],
        unsure: [
            "je sais pas", "je ne sais pas", "sais pas", "aucune idee", "j en sais rien", "je ne suis pas sur", "je ne suis pas sure",
        ],
        questions: ["pourquoi", "comment", "quoi", "qui", "quel", "quelle", "est ce que", "ca veut dire", "tu peux"],
        yes: [
            "oui", "ouais", "ouaip", "bien sur", "d accord", "carrement", "oui stp", "ok", "okay", "absolument", "evidemment",
            "bien sur que oui",
        ],
        no: ["non", "nan", "non merci"],
        fillers: [
            "je", "j", "jai", "ai", "l", "le", "la", "les", "un", "une", "de", "du", "des", "et", "c", "ce", "ca", "est", "tout",
            "toute", "deja", "enfin", "bien", "tres", "super", "genial", "parfait", "hier", "aujourd hui", "ce matin", "hier soir",
            "me", "m", "moi", "lui", "elle", "il", "on", "nous", "y", "en", "a", "pour", "avec", "au", "aux", "sa", "son", "ses",
            "mon", "ma", "mes", "franchement", "honnetement", "vraiment", "du coup", "bon", "voila", "oui", "ouais", "ok",
            "completement", "entier", "entiere", "tout va bien", "ensemble", "un peu", "rappel", "ce rappel", "tout", "tous", "les rappels",
            "rappels", "pour l instant", "petit", "petite",
        ],
        courtesy: [
            "merci", "merci beaucoup", "merci bien", "mille mercis", "stp", "svp", "s il te plait", "s il vous plait", "bonjour",
            "salut", "coucou", "bonsoir", "hello", "bises", "bisous", "a plus", "a bientot", "bonne journee", "bonne soiree",
            "cordialement", "bien a toi", "bien a vous", "amities", "axel", "mynd", "bonjour axel", "desole", "desolee", "pardon",
            "merci pour le rappel", "merci pour le coup de pouce",
        ],
        signatures: ["envoye de mon", "envoye depuis mon", "obtenir outlook pour"],
        perfect: ["ai", "as", "avons", "avez", "ont", "avais", "suis", "es", "sommes", "etes", "sont", "jai"],
        past: PastForms(
            endings: ["ees", "ee", "es", "e", "ie", "is", "it", "u", "ue", "us"], prefixes: [], particles: [],
            irregular: [
                "fait": "faire", "pris": "prendre", "ecrit": "ecrire", "vu": "voir", "dit": "dire", "mis": "mettre", "eu": "avoir",
                "ete": "etre", "alle": "aller", "venu": "venir", "lu": "lire", "couru": "courir", "recu": "recevoir", "paye": "payer",
            ], phrases: ["s est", "me suis", "nous sommes", "s etait", "se sont"]),
        contact: [
            "appel", "telephon", "ecri", "ecrit", "voir", "revoir", "rencontr", "parl", "vis", "envoy", "texto", "sms", "whatsapp", "mail",
        ],
        together: [
            "un cafe", "pris un cafe", "un cafe ensemble", "dejeune ensemble", "dine ensemble", "dejeuner avec", "diner avec",
            "un verre", "bu un verre",
        ],
        times: .french)
}
