extension Words {
    /// Spanish, as a friend writes it (tú). A goal gone quiet is "sin avances"; the briefing
    /// is the "resumen". No word agrees with a goal's gender: it is always quoted, «…».
    package static let spanish = Words(
        quotes: Quotes(open: "«", close: "»", innerOpen: "“", innerClose: "”"),
        open: "Abrir",
        button: { kind in
            switch kind {
            case .complete: "Hecho"
            case .step: "Di un paso"
            case .snooze: "Más tarde"
            case .dismiss: "Descartar"
            case .drop: "Soltar"
            case .keep: "Mantener"
            case .reopen: "Reabrir"
            case .touch: "Visto"
            case .capture: "Nota"
            case .pause: "Pausar"
            case .resume: "Reanudar"
            }
        },
        seeMore: "Ver más",
        reachedOut: "Ya le escribí",
        titleQuiet: { "\(esDays($0)) sin avances" },
        titleNudge: "Un recordatorio",
        titleReturning: "De vuelta, como pediste",
        titleAsking: "¿Aún lo quieres?",
        titlePerson: "Hora de dar señales de vida",
        goodMorning: "Buenos días",
        goodAfternoon: "Buenas tardes",
        goodEvening: "Buenas noches",
        headingToday: "Hoy",
        headingComingBack: "Vuelve hoy",
        headingWaiting: "Recordatorios sin responder",
        headingDone: "Hecho desde el último resumen",
        headingBlocked: "Bloqueado",
        headingPeople: "Personas",
        headingDay: "Tu día",
        lineAllDay: { "todo el día: \($0)" },
        dayElsewhere: "tu calendario",
        lineBackToBack: { "Sin un hueco hasta \($0.hasPrefix("01:") ? "la" : "las") \($0): ¿algo pequeño después?" },
        lineEventGoal: { "\($0) — ¿hoy puedes cerrar tu objetivo \($1)?" },
        lineNext: { "siguiente: \($0)" },
        lineBlockedBy: { "bloqueado por: \($0)" },
        lineWaitingOn: { "pendiente de \($0)" },
        lineQuiet: { "\(esDays($0)) sin avances" },
        lineComingBackAt: { "a las \($0)" },
        lineNudgedAgo: { $0 < 60 ? "hace un momento" : "hace \(esAgo($0))" },
        lineBlockedShort: { "lo frena: \($0)" },
        lineSomething: "algo",
        linePerson: { "último contacto hace \(esDays($0)) (\($1))" },
        every: { days in
            if days == 1 { return "cada día" }
            if days == 7 { return "cada semana" }
            return days % 7 == 0 ? "cada \(days / 7) semanas" : "cada \(days) días"
        },
        moreInDigest: { "+\($0) más en el resumen" },
        nothingNew: { "Nada nuevo desde el último resumen: \($0 == 1 ? "1 objetivo" : "\($0) objetivos"), ninguno sin avances." },
        startWith: "Para empezar: mynd add goal \"Plantar el huerto\"",
        emptyInsight: "Aún no hay nada que seguir: añade un objetivo, o una persona con la que quieras mantener el contacto.",
        personNudges: [
            { name, since, _ in "Hace \(since) que no hablas con \(name). ¿Un mensaje corto hoy?" },
            { name, since, _ in "\(name) no sabe de ti desde hace \(since). ¿Una llamada o unas líneas?" },
            { name, since, every in "Te propusiste hablar con \(name) \(every); el último contacto fue hace \(since)." },
            { name, since, _ in "¿Un buen día para escribir a \(name)? El último contacto fue hace \(since)." },
            { name, since, _ in "¿Qué será de \(name)? Ya hace \(since) del último contacto." },
            { name, since, _ in "Ya van \(since) sin hablar con \(name). ¿Una llamada?" },
            { name, since, _ in "¿Y si hoy le mandas un saludo a \(name)? Han pasado \(since)." },
            { name, since, every in "Querías hablar con \(name) \(every), y ya han pasado \(since). ¿Un mensaje hoy?" },
        ],
        since: { $0 >= 21 ? "\($0 / 7) semanas" : esDays($0) },
        insight: InsightWords(
            quiet: { "\($0) lleva \(esDays($1)) sin avances. ¿Un pequeño paso hoy?" },
            person: { "Hace \(esDays($1)) que no hablas con \($0). ¿Un mensaje hoy?" },
            done: { "Hecho esta semana: \($0)\($1 > 0 ? " y \($1) más" : ""). Vale la pena mantener ese impulso." },
            blocked: { "Una cosa frena \($0): \($1)." },
            waitingOn: { "\($0) está pendiente de \($1). Un mensaje hoy podría desbloquearlo todo." },
            unanswered: {
                "\($0) recordatorios quedaron sin respuesta esta semana. ¿Menos objetivos, u otras horas? mynd status muestra cuándo respondes."
            },
            noGoal: "Ahora mismo no hay ningún objetivo abierto. ¿Qué te gustaría impulsar ahora?",
            clearSlate: "Hoy, página en blanco: añade un objetivo cuando se te ocurra uno.",
            allMoving: { "Nada sin avances: \($0 == 1 ? "1 objetivo activo, en marcha" : "\($0) objetivos activos, todos en marcha")." },
            allTouched: {
                $0 == 1
                    ? "Tu objetivo activo se movió hace poco. ¿Un buen día para añadir el siguiente?"
                    : "Tus \($0) objetivos activos se movieron hace poco. ¿Un buen día para añadir el siguiente?"
            },
            someQuiet: {
                "\($0) de \($1) \($1 == 1 ? "objetivo activo" : "objetivos activos") sin avances. Un pequeño paso en cualquiera cuenta."
            },
            doneYesterday: { "Ayer terminaste \($0)\($1 > 0 ? " y \($1) más" : ""). Bien hecho." },
            comingBack: { "\($0) vuelve hoy a las \($1), como pediste." },
            steps: {
                $0 == 1
                    ? "Un paso esta semana en tus objetivos. El siguiente cuesta menos."
                    : "\($0) pasos esta semana en tus objetivos. Los pequeños pasos suman."
            }
        ),
        notUnderstood: { said, id in
            let examples =
                id.map { "\($0) hecho, \($0) mañana, \($0) la semana que viene o \($0) olvídalo" }
                ?? "hecho, di un paso, más tarde, mañana, el lunes a las 9 u olvídalo"
            return
                "No tengo claro qué querías decir con \(said ?? "tu respuesta"), así que no he cambiado nada. Puedes escribir, por ejemplo: \(examples)."
        },
        understood: { id, kind, until in
            let what =
                switch kind {
                case .complete: "hecho"
                case .step: "un paso dado, el objetivo sigue"
                case .snooze: until.map { "pospuesto hasta el \($0)" } ?? "pospuesto"
                case .dismiss: "recordatorio descartado"
                case .drop: "lo dejas ir"
                case .keep: "se queda, aún te importa"
                case .reopen: "retomado"
                case .touch: "en contacto"
                case .capture: "anotado"
                case .pause: until.map { "en pausa hasta el \($0)" } ?? "en pausa"
                case .resume: "reanudado"
                }
            return "Entendido" + (id.map { " (\($0))" } ?? "") + ": " + what
        },
        yourReply: "tu respuesta a mynd",
        replyRefused: {
            switch $0 {
            case .alreadyAnswered: "Ese recordatorio ya tenía respuesta: no cambió nada."
            case .tooOld: "Ese correo es demasiado antiguo para actuar: no cambió nada. Responde a uno más reciente o usa mynd."
            case .notListed: "Ese resumen no incluía este objetivo: no cambió nada."
            case .otherGoal: "Ese correo trata de otro objetivo: no cambió nada. Responde a su propio correo o usa mynd."
            }
        },
        answers: AnswerWords(
            colon: ": ",
            types: { type in
                switch type {
                case .goal: "meta"
                case .action: "acción"
                case .project: "proyecto"
                case .thought: "idea"
                case .question: "pregunta"
                case .person: "persona"
                case .place: "lugar"
                case .event: "evento"
                case .insight: "reflexión"
                }
            },
            done: { type, id, what in type.map { "terminaste \(id) (\($0))\(what)" } ?? "terminaste \(id)" },
            alreadyDone: { "ya habías terminado \($0)\($1.map { " (\($0))" } ?? ""): no cambió nada" },
            step: { "un paso en \($0)\($1)" },
            noted: { $0.map { " (nota: \($0))" } ?? " (con nota)" },
            snoozed: { "pospusiste \($0) hasta el \($1)\($2)" },
            laterNextDay: " (ya van tres «Más tarde» hoy, así que vuelve mañana a tu hora de siempre)",
            dismissed: { "descartaste \($0)" },
            alreadyClosed: { id, _ in "el recordatorio \(id) ya tenía respuesta: no cambió nada" },
            dismissedNudge: { "descartaste el recordatorio \($0)\($1)" },
            letGo: { "dejaste ir \($0)\($1) (mynd reopen \($0) lo trae de vuelta)" },
            kept: { "mantienes \($0)\($1)" },
            reopened: { "retomaste \($0)\($1)" },
            touched: { "revisaste \($0)\($1)" },
            added: { "anotaste \($1) (\($0))\($2)" },
            inTouch: { id, name, next in
                let details = [name == nil ? nil : id, next.map { "la próxima vez en \($0)" }].compactMap { $0 }
                return "en contacto con \(name ?? id)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            },
            nextIn: { days in
                days == 1 ? "un día" : days == 7 ? "una semana" : days % 7 == 0 ? "\(days / 7) semanas" : "\(days) días"
            },
            mentions: { " (menciona a \($0))" },
            notApplied: { "no se aplicó: \($0)" },
            paused: {
                $0.map { "en pausa hasta \($0): hasta entonces no se muestra ni se envía nada" }
                    ?? "en pausa hasta que reanudes: hasta entonces no se muestra ni se envía nada"
            },
            resumed: "reanudado: lo que esperaba sale ahora",
            notPaused: "no estaba en pausa: nada que reanudar"
        )
    )

    /// "1 día", "3 días".
    private static func esDays(_ count: Int) -> String { count == 1 ? "1 día" : "\(count) días" }

    /// "3 días", "5 horas", "12 minutos": how long ago, after "hace".
    private static func esAgo(_ seconds: Int) -> String {
        if seconds >= 86_400 { return esDays(seconds / 86_400) }
        if seconds >= 3600 { return seconds / 3600 == 1 ? "1 hora" : "\(seconds / 3600) horas" }
        return seconds / 60 == 1 ? "1 minuto" : "\(seconds / 60) minutos"
    }
}
