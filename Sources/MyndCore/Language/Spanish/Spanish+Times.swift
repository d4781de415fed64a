extension TimeWords {
    /// Spanish times: "mañana por la mañana", "el lunes a las 9", "dentro de dos horas", "el finde".
    static let spanish = TimeWords(
        today: ["hoy", "hoy mismo"],
        tomorrow: ["manana", "mañana"],
        dayAfterTomorrow: ["pasado manana"],
        yesterday: [
            "ayer", "anteayer", "anoche", "esta manana", "antes", "la semana pasada", "el otro dia", "ayer por la noche",
            "ayer por la tarde", "ayer por la manana",
        ],
        weekdays: [
            "domingo": 0, "lunes": 1, "martes": 2, "miercoles": 3, "jueves": 4, "viernes": 5, "sabado": 6, "dom": 0, "lun": 1,
            "mie": 3, "jue": 4, "vie": 5, "sab": 6,
        ],
        nextWeek: ["la semana que viene", "semana que viene", "la proxima semana", "proxima semana", "la semana proxima"],
        weekend: ["fin de semana", "el fin de semana", "este fin de semana", "el finde", "finde", "este finde"],
        next: ["proximo", "proxima", "que viene", "este", "esta", "dentro de", "en"],
        relative: ["en", "dentro de", "de aqui a", "en unos"],
        parts: [
            "por la manana": .morning, "de manana": .morning, "temprano": .morning, "mediodia": .noon, "al mediodia": .noon,
            "a mediodia": .noon, "por la tarde": .afternoon, "tarde": .afternoon, "de tarde": .afternoon, "por la noche": .evening,
            "noche": .evening, "de noche": .evening,
        ],
        partsToday: ["esta noche": .evening, "esta tarde": .afternoon, "hoy por la tarde": .afternoon, "hoy por la noche": .evening],
        units: [
            "minuto": .seconds(60), "minutos": .seconds(60), "min": .seconds(60), "hora": .seconds(3600), "horas": .seconds(3600),
            "h": .seconds(3600), "dia": .days(1), "dias": .days(1), "semana": .days(7), "semanas": .days(7),
        ],
        numbers: [
            "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9,
            "diez": 10, "once": 11, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "un par de": 2, "par de": 2,
        ],
        half: ["media hora", "una media hora"],
        months: [
            "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9,
            "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12, "ene": 1, "dic": 12,
        ],
        beforeClock: ["a las", "a la", "sobre las", "hacia las", "desde las"],
        afterClock: ["en punto", "h", "hs"],
        beforeDate: ["el", "el dia", "dia", "hasta el", "al"],
        fillers: ["el", "la", "los", "las", "de", "a", "en", "para", "hasta", "dentro", "del", "al", "este", "esta"],
        halfBeforeHour: [],
        quarterPast: [], quarterTo: [], quarterAfterHour: ["y cuarto", "y quince"],
        quarterBeforeHourAfter: ["menos cuarto"])
}
