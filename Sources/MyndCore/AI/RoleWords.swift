/// The words people save a contact under besides (or instead of) a name: what someone is to
/// them — a trade, a job, a relation — in the languages mynd speaks, folded (lower case, no
/// accents). "Plumber (Hans Müller)", "Landlord - Gisela Brandt", "Oma", "mi vecina Carmen": the
/// role is not a name, so "Ring the plumber" stays as it is, and a person saved as no more
/// than a role and a name is called by the role ("the plumber") in what goes to Claude.
package enum RoleWords {
    package static func contains(_ foldedWord: String) -> Bool { all.contains(foldedWord) }

    static let all: Set<String> = english.union(german).union(spanish).union(french)

    static let english: Set<String> = [
        "plumber", "landlord", "landlady", "electrician", "dentist", "doctor", "doc", "gp", "therapist", "psychologist",
        "psychiatrist", "counsellor", "counselor", "lawyer", "solicitor", "attorney", "notary", "accountant", "neighbour",
        "neighbor", "boss", "manager", "colleague", "coworker", "co-worker", "friend", "bestie", "teacher", "coach", "trainer",
        "tutor", "babysitter", "nanny", "cleaner", "gardener", "mechanic", "hairdresser", "barber", "vet", "pharmacist", "nurse",
        "physio", "physiotherapist", "midwife", "optician", "banker", "advisor", "adviser", "agent", "realtor", "contractor",
        "builder", "carpenter", "painter", "roofer", "handyman", "locksmith", "caretaker", "janitor", "client", "customer",
        "supplier", "partner", "mentor", "priest", "pastor", "rabbi", "imam", "driver", "courier", "tailor", "cook", "chef",
        "mom", "mum", "mommy", "mummy", "mother", "dad", "daddy", "father", "mama", "papa", "grandma", "grandpa", "granny",
        "grandmother", "grandfather", "nana", "nan", "gran", "sister", "brother", "sis", "bro", "aunt", "auntie", "uncle",
        "cousin", "niece", "nephew", "son", "daughter", "wife", "husband", "girlfriend", "boyfriend", "fiance", "fiancee",
        "stepmother", "stepfather", "godmother", "godfather", "landlords", "roommate", "flatmate", "housemate",
    ]

    static let german: Set<String> = [
        "klempner", "installateur", "vermieter", "vermieterin", "elektriker", "zahnarzt", "zahnarztin", "arzt", "arztin",
        "hausarzt", "hausarztin", "therapeut", "therapeutin", "psychologe", "psychologin", "anwalt", "anwaltin", "notar",
        "steuerberater", "steuerberaterin", "nachbar", "nachbarin", "chef", "chefin", "kollege", "kollegin", "freund",
        "freundin", "lehrer", "lehrerin", "trainerin", "putzfrau", "putzhilfe", "gartner", "mechaniker", "friseur", "friseurin",
        "tierarzt", "tierarztin", "apotheker", "apothekerin", "hebamme", "hausmeister", "handwerker", "makler", "maklerin",
        "mama", "papa", "mutti", "vati", "mutter", "vater", "oma", "opa", "omi", "opi", "schwester", "bruder", "tante", "onkel",
        "cousine", "sohn", "tochter", "ehefrau", "ehemann", "schwiegermutter", "schwiegervater", "patenonkel", "patentante",
        "babysitterin", "mitbewohner", "mitbewohnerin",
    ]

    static let spanish: Set<String> = [
        "fontanero", "casero", "casera", "electricista", "medico", "medica", "abogado", "abogada", "notario", "gestor",
        "gestora", "vecino", "vecina", "jefe", "jefa", "companero", "companera", "amigo", "amiga", "profesor", "profesora",
        "entrenador", "entrenadora", "canguro", "nineras", "jardinero", "mecanico", "peluquero", "peluquera", "veterinario",
        "farmaceutico", "enfermera", "enfermero", "madre", "padre", "mama", "papa", "abuela", "abuelo", "hermana", "hermano",
        "tia", "tio", "primo", "prima", "sobrino", "sobrina", "hijo", "hija", "esposa", "esposo", "novia", "novio", "suegra",
        "suegro", "madrina", "padrino",
    ]

    static let french: Set<String> = [
        "plombier", "proprietaire", "electricien", "dentiste", "medecin", "docteur", "therapeute", "psy", "avocat", "avocate",
        "notaire", "comptable", "voisin", "voisine", "patron", "patronne", "collegue", "ami", "amie", "copain", "copine",
        "professeur", "prof", "entraineur", "nounou", "jardinier", "mecanicien", "coiffeur", "coiffeuse", "veterinaire",
        "pharmacien", "pharmacienne", "infirmier", "infirmiere", "mere", "pere", "maman", "mamie", "papi", "papy", "grand-mere",
        "grand-pere", "soeur", "frere", "oncle", "cousin", "cousine", "fils", "fille", "epouse", "epoux", "femme", "mari",
        "belle-mere", "beau-pere", "marraine", "parrain", "colocataire", "coloc",
    ]
}
