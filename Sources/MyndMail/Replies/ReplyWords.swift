import Foundation

/// The words an email reply may answer with, one table per language: the verbs (`done`,
/// `erledigt`, `hecho`, `fait`…; `did a step`, `Schritt gemacht`, `un paso`, `une étape`), the word before a captured thought's colon, and the words
/// of a time (`2 Tage`, `3 días`, `demain`, `lundi 09:00`), which become the ones `snooze`
/// reads (`2d`, `tomorrow`, `mon 09:00`). Every table is read whatever language mynd writes
/// in; accents are optional ("mas tarde", "spater").
package struct ReplyWords: Sendable {
    /// Each phrase (its words, lowercase) and the command it means.
    package var verbs: [(phrase: [String], verb: ReplyCommand.Verb)]
    /// What may stand before the colon of `capture: TEXT`.
    package var capture: [String]
    /// The unit after a number: "tage" → "d".
    package var units: [String: String]
    /// A day: "morgen" → "tomorrow", "montag" → "mon".
    package var days: [String: String]
    /// Words around a time that say nothing about it ("in 2 Tagen", "hasta el lunes").
    package var fillers: Set<String>

    package static let english = ReplyWords(
        verbs: [
            (["done"], .done), (["did"], .done), (["handled"], .done), (["reached", "out"], .done), (["did", "a", "step"], .step),
            (["step"], .step),
            (["progress"], .step), (["later"], .later), (["snooze"], .snooze), (["dismiss"], .dismiss), (["drop"], .drop),
            (["let", "it", "go"], .drop), (["keep"], .keep), (["pause"], .pause), (["resume"], .resume),
        ],
        capture: ["capture"],
        units: [
            "day": "d", "days": "d", "hour": "h", "hours": "h", "minute": "m", "minutes": "m", "week": "w", "weeks": "w",
        ],
        days: [:],
        fillers: ["in", "for", "until", "till", "on", "at", "next"])

    package static let german = ReplyWords(
        verbs: [
            (["erledigt"], .done), (["fertig"], .done), (["gemacht"], .done), (["gemeldet"], .done), (["schritt", "gemacht"], .step),
            (["ein", "schritt"], .step), (["schritt"], .step), (["fortschritt"], .step), (["spater"], .later), (["spaeter"], .later),
            (["schlummern"], .snooze), (["verschieben"], .snooze), (["ignorieren"], .dismiss), (["verwerfen"], .dismiss),
            (["loslassen"], .drop), (["lass", "es"], .drop), (["lass", "es", "los"], .drop), (["aufgeben"], .drop),
            (["behalten"], .keep), (["bleibt"], .keep), (["pausieren"], .pause), (["pause"], .pause), (["fortsetzen"], .resume),
            (["weitermachen"], .resume),
        ],
        capture: ["notiz", "merken", "festhalten"],
        units: [
            "tag": "d", "tage": "d", "tagen": "d", "stunde": "h", "stunden": "h", "std": "h", "minute": "m", "minuten": "m",
            "woche": "w", "wochen": "w",
        ],
        days: [
            "heute": "today", "morgen": "tomorrow", "montag": "mon", "dienstag": "tue", "mittwoch": "wed", "donnerstag": "thu",
            "freitag": "fri", "samstag": "sat", "sonnabend": "sat", "sonntag": "sun",
        ],
        fillers: ["in", "fur", "bis", "um", "am", "ab", "nachsten", "nachste", "uhr"])

    package static let spanish = ReplyWords(
        verbs: [
            (["hecho"], .done), (["hecha"], .done), (["listo"], .done), (["terminado"], .done), (["ya", "le", "escribi"], .done),
            (["di", "un", "paso"], .step),
            (["un", "paso"], .step), (["avance"], .step), (["mas", "tarde"], .later),
            (["luego"], .later), (["posponer"], .snooze), (["aplazar"], .snooze), (["descartar"], .dismiss), (["ignorar"], .dismiss),
            (["dejar", "ir"], .drop), (["dejalo"], .drop), (["olvidalo"], .drop), (["soltar"], .drop), (["mantener"], .keep),
            (["conservar"], .keep), (["guardar"], .keep), (["pausa"], .pause), (["pausar"], .pause), (["reanudar"], .resume),
        ],
        capture: ["nota", "anotar", "apunta"],
        units: [
            "dia": "d", "dias": "d", "hora": "h", "horas": "h", "minuto": "m", "minutos": "m", "semana": "w", "semanas": "w",
        ],
        days: [
            "hoy": "today", "manana": "tomorrow", "lunes": "mon", "martes": "tue", "miercoles": "wed", "jueves": "thu",
            "viernes": "fri", "sabado": "sat", "domingo": "sun",
        ],
        fillers: ["en", "por", "hasta", "el", "a", "las", "la", "proximo"])

    package static let french = ReplyWords(
        verbs: [
            (["fait"], .done), (["fini"], .done), (["termine"], .done), (["c", "est", "fait"], .done), (["contact", "pris"], .done),
            (["une", "etape"], .step),
            (["etape"], .step), (["j", "ai", "avance"], .step), (["progres"], .step), (["plus", "tard"], .later),
            (["reporter"], .snooze), (["repousser"], .snooze), (["ignorer"], .dismiss), (["ecarter"], .dismiss),
            (["laisse", "tomber"], .drop), (["laisser", "tomber"], .drop), (["abandonner"], .drop), (["garder"], .keep),
            (["conserver"], .keep), (["pause"], .pause), (["mettre", "en", "pause"], .pause), (["reprendre"], .resume),
        ],
        capture: ["note", "noter"],
        units: [
            "jour": "d", "jours": "d", "heure": "h", "heures": "h", "minute": "m", "minutes": "m", "semaine": "w", "semaines": "w",
        ],
        days: [
            "aujourd hui": "today", "demain": "tomorrow", "lundi": "mon", "mardi": "tue", "mercredi": "wed", "jeudi": "thu",
            "vendredi": "fri", "samedi": "sat", "dimanche": "sun",
        ],
        fillers: ["dans", "pour", "jusqu", "a", "au", "le", "prochain", "d"])

    /// The tables, English first.
    package static let all: [ReplyWords] = [english, german, spanish, french]

    /// A word as the tables hold it: lowercase, accents dropped ("Später" → "spater").
    package static func folded(_ word: String) -> String {
        word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
    }

    /// The command `words` start with, and how many words it took: the longest phrase of any
    /// table that matches.
    package static func verb(at words: [String]) -> (verb: ReplyCommand.Verb, length: Int)? {
        let folded = words.prefix(4).map(Self.folded)
        var best: (verb: ReplyCommand.Verb, length: Int)?
        for table in all {
            for (phrase, verb) in table.verbs where folded.starts(with: phrase) && phrase.count > (best?.length ?? 0) {
                best = (verb, phrase.count)
            }
        }
        return best
    }

    /// Whether `word` may stand before the colon of a captured thought.
    package static func isCapture(_ word: String) -> Bool {
        let folded = Self.folded(word.trimmingCharacters(in: .whitespaces))
        return all.contains { $0.capture.contains(folded) }
    }

    /// The words of a time as `snooze` reads them: "2 Tage" → "2d", "mañana" → "tomorrow",
    /// "el lunes a las 09:00" → "mon 09:00". Words that are none of these stay as they are
    /// (`snooze` reads what parses and ignores the rest).
    package static func when(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        let folded = words.map(Self.folded)
        while index < words.count {
            let word = folded[index]
            let pair = index + 1 < words.count ? word + " " + folded[index + 1] : nil
            if let pair, let day = all.lazy.compactMap({ $0.days[pair] }).first {
                result.append(day)
                index += 2
            } else if let day = all.lazy.compactMap({ $0.days[word] }).first {
                result.append(day)
                index += 1
            } else if Int(word) != nil, index + 1 < words.count, let unit = all.lazy.compactMap({ $0.units[folded[index + 1]] }).first {
                result.append(word + unit)
                index += 2
            } else if all.contains(where: { $0.fillers.contains(word) }) {
                index += 1
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }
}
