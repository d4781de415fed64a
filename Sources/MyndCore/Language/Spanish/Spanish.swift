extension LanguagePack {
    /// Spanish: everything mynd says and reads in it.
    static let spanish = LanguagePack(
        englishName: "Spanish",
        locale: "es_ES",
        words: .spanish,
        frames: .spanish,
        replies: .spanish,
        smallWords: [
            "a", "al", "algo", "como", "con", "cual", "cuando", "de", "del", "donde", "el", "ella", "ellos", "en", "entre", "era",
            "es", "esa", "ese", "eso", "esta", "este", "esto", "fue", "ha", "hay", "hoy", "la", "las", "le", "les", "lo", "los",
            "mas", "me", "mi", "mis", "muy", "no", "nos", "o", "otra", "otro", "para", "pero", "por", "que", "qui", "quien",
            "se", "ser", "si", "sin", "sobre", "su", "sus", "tal", "te", "tu", "tus", "un", "una", "uno", "unos", "y", "ya", "yo",
            "paso", "primer", "primero", "pequeno", "quizas",
        ],
        markers: [
            "el", "los", "las", "del", "y", "es", "está", "tu", "tus", "te", "un", "una", "para", "con", "por", "hoy", "paso",
            "pequeño", "quizá", "qué", "cómo", "sigue", "lleva", "sin", "ya", "más", "pero", "como", "otra", "vez", "algo",
            "hay", "muy", "eso", "esto", "lo", "mantener", "dejar", "ahora", "primero", "siguiente", "momento", "puede",
        ],
        refusals: Refusals(
            openings: [
                "lo siento, pero", "lo siento, no puedo", "no puedo ayudar", "no puedo ayudarte", "no puedo hacer eso", "no puedo escribir",
                "lamentablemente no puedo", "no me es posible",
            ],
            anywhere: ["como ia", "como modelo de lenguaje", "como inteligencia artificial"]),
        injections: Injections(
            overrides: [
                "ignora las instrucciones anteriores", "ignora todas las instrucciones", "ignora tus instrucciones",
                "olvida tus instrucciones", "olvida las instrucciones anteriores", "olvida todas las instrucciones",
            ],
            outputs: [
                "responde solo", "responde sólo", "responde solamente", "responde únicamente", "escribe solo", "escribe sólo",
                "escribe solamente", "escribe únicamente", "di solo", "contesta solo", "contesta solamente", "solo responde",
                "solo escribe",
            ]),
        connectors: [
            "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "y", "e", "o", "u", "de", "del", "a", "al", "para", "con",
            "en", "por", "antes", "después", "mi", "mis", "nuestro", "nuestra", "que", "sin", "sobre", "hasta", "desde",
        ],
        relations: [
            "abuela", "abuelo", "abuelita", "abuelito", "madre", "padre", "tia", "tio", "hermana", "hermano", "prima",
            "primo",
        ],
        capture: CaptureWords(
            goal: [
                "quiero", "quisiera", "tengo que", "necesito", "me gustaria", "debo", "voy a", "mi objetivo", "mi meta", "objetivo",
                "meta", "hay que",
            ],
            question: ["deberia", "me pregunto", "como puedo", "como hago"],
            tasks: [
                "llamar", "comprar", "pagar", "reservar", "escribir", "enviar", "mandar", "devolver", "entregar", "hacer", "arreglar",
                "limpiar", "ordenar", "pintar", "pedir", "recoger", "llevar", "visitar", "renovar", "cancelar", "solicitar", "rellenar",
                "aprender", "practicar", "leer", "planear", "organizar", "preparar", "lavar", "regar", "cocinar", "preguntar",
                "contestar", "revisar", "cambiar", "terminar", "montar", "colgar", "buscar",
            ],
            verbLast: false))
}
