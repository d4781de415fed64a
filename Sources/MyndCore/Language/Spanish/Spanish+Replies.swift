extension ReplyWords {
    /// The words of a reply in Spanish, lowercase and without accents.
    static let spanish = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete: ["hecho", "hecha", "listo", "terminado", "ya le escribi"]
            case .step: ["di un paso", "un paso", "avance"]
            case .snooze: ["mas tarde", "luego", "posponer", "aplazar"]
            case .dismiss: ["descartar", "ignorar"]
            case .drop: ["dejar ir", "dejalo", "olvidalo", "soltar"]
            case .keep: ["mantener", "conservar", "guardar"]
            case .reopen: []
            case .touch: []
            case .capture: ["nota", "anotar", "apunta"]
            case .pause: ["pausa", "pausar"]
            case .resume: ["reanudar"]
            }
        },
        units: [
            "dia": "d", "dias": "d", "hora": "h", "horas": "h", "minuto": "m", "minutos": "m", "semana": "w", "semanas": "w",
        ],
        days: [
            "hoy": "today", "manana": "tomorrow", "lunes": "mon", "martes": "tue", "miercoles": "wed", "jueves": "thu",
            "viernes": "fri", "sabado": "sat", "domingo": "sun",
        ],
        fillers: ["en", "por", "hasta", "el", "a", "las", "la", "proximo"],
        courtesy: [
            "gracias", "muchas", "mil", "por", "favor", "porfa",
        ])
}
