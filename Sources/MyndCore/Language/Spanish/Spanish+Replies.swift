extension ReplyWords {
    /// Spanish replies, as people type them on a phone (tú, "porfa", "finde").
    static let spanish = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete:
                [
                    "hecho", "hecha", "hechos", "hechas", "listo", "lista", "listos", "terminado", "terminada", "termine", "lo termine",
                    "ya esta", "ya esta hecho", "ya lo hice", "lo hice", "completado", "acabado", "acabe", "lo acabe", "ya le escribi",
                    "resuelto", "conseguido", "todo hecho", "todo listo", "arreglado", "ya quedo", "quedo listo", "todo listo",
                    "terminadisimo",
                ]
            case .step:
                [
                    "di un paso", "un paso", "paso hecho", "avance", "he avanzado", "avanzado", "avanzando", "voy avanzando", "empece",
                    "he empezado", "empezado", "ya empece", "en ello", "estoy en ello", "progreso", "a medias", "primer paso",
                    "he avanzado algo", "he dado un paso", "dado un paso", "a la mitad", "por la mitad", "voy por la mitad",
                    "un pasito mas", "un paso mas", "medio hecho", "a medias",
                ]
            case .snooze: ["mas tarde", "luego", "despues", "posponer", "aplazar", "ahora no", "en otro momento", "otro dia"]
            case .dismiss:
                [
                    "descartar este aviso", "ignorar", "saltar", "ignorar este aviso", "descartar aviso", "descartar", "saltate este",
                    "saltar este", "saltalo", "omitir", "saltar esta vez", "omitir esta vez", "ignorar esta vez", "saltalo esta vez",
                ]
            case .drop:
                [
                    "dejar ir", "dejalo", "olvidalo", "olvidate", "soltar", "ya no me importa", "ya no importa", "ya no es importante",
                    "no es importante ya", "abandonar", "lo dejo", "borralo", "da igual", "me da igual", "no va a pasar", "dejalo ir",
                    "borralo", "eliminalo", "quitalo", "ya sueltalo", "sueltalo",
                ]
            case .keep:
                [
                    "mantener", "mantenlo", "conservar", "conservalo", "guardar", "guardalo", "sigue siendo importante",
                    "todavia me importa", "aun me importa", "sigue importando", "me sigue importando", "sigue importante", "lo mantengo",
                ]
            case .reopen: []
            case .touch: []
            case .capture: ["nota", "anotar", "apunta", "apuntar", "capture", "nueva meta", "nueva tarea", "idea"]
            case .pause: ["pausa", "pausar", "pausa mynd", "pausa todo", "pausa los recordatorios", "pausar recordatorios", "silenciar"]
            case .resume: ["reanudar", "reanuda", "seguir", "continuar", "fin de la pausa"]
            }
        },
        idioms: [
            "paso a paso", "por hoy", "hecho polvo", "estoy hecho polvo", "estoy hecha polvo", "dejate llevar", "sigue asi", "por hoy ya",
            "ya por hoy",
        ],
        events: ["cita", "reunion", "vuelo", "reserva", "turno", "entrevista"],
        willDo: [
            "lo hago", "lo haré", "lo hare", "me pongo", "me pongo con ello", "recuerdamelo", "recuerdame", "avisame", "mejor",
            "hasta", "a partir de", "para", "seguro", "sin falta", "te lo hago", "me encargo", "la llamo", "lo llamo", "le escribo",
            "lo miro", "vuelve a preguntarme", "pregúntame", "preguntame",
        ],
        negations: ["no", "nunca", "nada", "tampoco", "ni", "todavia no", "aun no"],
        // A choice offered ("done, or tomorrow") is no answer made: "or" doubts what it joins.
        doubts: [
            "o", "u",
            "quizas", "quiza", "tal vez", "a lo mejor", "creo", "creo que", "casi", "probablemente", "igual", "supongo", "espero",
            "ya quisiera", "ojala", "como si", "si claro", "eyeroll", "fingerscrossed",
        ],
        unsure: ["no se", "no lo se", "ni idea", "no tengo ni idea", "no estoy seguro", "no estoy segura"],
        questions: ["por que", "porque", "que significa", "que quiere decir", "quien", "como", "cuando", "que"],
        yes: [
            "si", "claro", "vale", "por supuesto", "desde luego", "si por favor", "si porfa", "ok", "okay", "claro que si",
            "por supuesto que si", "desde luego que si", "definitivamente",
        ],
        no: ["no", "nop", "para nada"],
        fillers: [
            "ya", "lo", "la", "le", "los", "las", "el", "un", "una", "de", "del", "con", "y", "que", "es", "esta", "he", "ha", "me",
            "mi", "todo", "toda", "bien", "todo bien", "por fin", "al fin", "ayer", "hoy", "anoche", "antes", "ahora", "ello", "eso",
            "esto", "muy", "super", "genial", "perfecto", "gracias", "si", "vale", "pues", "bueno", "la verdad", "de verdad",
            "solo", "tambien", "se", "para mi", "para", "por", "en", "un poco", "algo", "aviso", "este aviso", "recordatorio", "todo",
            "todos", "los recordatorios", "recordatorios", "por ahora", "pequeno", "pequena",
        ],
        courtesy: [
            "gracias", "muchas gracias", "mil gracias", "por favor", "porfa", "porfi", "hola", "buenas", "buenos dias",
            "buenas tardes", "saludos", "un saludo", "un abrazo", "abrazos", "besos", "un beso", "hasta luego", "chao", "axel", "mynd",
            "hola axel", "perdona", "perdon", "lo siento", "gracias por el recordatorio", "gracias por avisar",
        ],
        signatures: ["enviado desde mi", "enviado con", "obtener outlook para"],
        perfect: ["he", "has", "ha", "hemos", "han", "habia"],
        past: PastForms(
            endings: [
                "aste", "amos", "aron", "iste", "imos", "ieron", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "e", "i",
            ],
            prefixes: [], particles: [],
            irregular: [
                "hice": "hacer", "hizo": "hacer", "hecho": "hacer", "escribi": "escribir", "escrito": "escribir", "vi": "ver",
                "visto": "ver", "fui": "ir", "fue": "ir", "puse": "poner", "puesto": "poner", "dije": "decir", "dicho": "decir",
                "tuve": "tener", "vine": "venir", "traje": "traer", "pague": "pagar", "llame": "llamar", "quede": "quedar",
                "compre": "comprar", "mande": "mandar", "envie": "enviar", "sali": "salir", "devolvi": "devolver",
            ], phrases: []),
        contact: [
            "llam", "escrib", "escribi", "habl", "ver", "visit", "marc", "qued", "mand", "whatsapp", "mensaj", "contact", "sali",
        ],
        together: [
            "cafe con", "un cafe", "tomamos un cafe", "comimos juntos", "cenamos juntos", "comida con", "cena con", "quedamos",
        ],
        times: .spanish)
}
