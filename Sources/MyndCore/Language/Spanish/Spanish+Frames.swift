/// Spanish phrasings, written in Spanish (tú): the goal always stands in «…» as a name, and no
/// word around it agrees with it in gender or number (no "lo" or "la" for it either).
extension FallbackFrames.Table {
    static let spanish = Self(
        nextAction: [
            Frame("Lo siguiente para «{goal}»: {step}. ¿Quizá hoy?", short: "Lo siguiente para «{goal}»: {step}."),
            Frame("Un pequeño paso para «{goal}»: {step}."),
            Frame("«{goal}» está a un paso de avanzar: {step}.", short: "«{goal}», un paso: {step}."),
            Frame("Solo una cosa para «{goal}» ahora: {step}.", short: "Para «{goal}» ahora: {step}."),
            Frame("¿Retomamos «{goal}»? Primero: {step}.", short: "¿Y «{goal}»? Primero: {step}."),
            Frame("«{goal}» lleva un tiempo sin moverse. Lo primero: {step}.", short: "«{goal}», lo primero: {step}."),
            Frame("Un paso haría avanzar «{goal}»: {step}."),
            Frame("¿Tienes un momento para «{goal}»? Lo siguiente: {step}.", short: "¿Un momento para «{goal}»? Luego: {step}."),
        ],
        blocked: [
            Frame("«{goal}» espera una sola cosa: {step}. ¿Se puede resolver hoy?", short: "«{goal}» espera: {step}."),
            Frame("Lo que frena «{goal}»: {step}. ¿Le echas un vistazo hoy?", short: "Lo que frena «{goal}»: {step}."),
            Frame("«{goal}» no avanza. En el camino: {step}. ¿Qué ayudaría?", short: "«{goal}» no avanza por: {step}."),
            Frame("Antes de que «{goal}» pueda avanzar: {step}. ¿Un paso hacia ello?", short: "Antes de «{goal}»: {step}."),
            Frame("Para liberar «{goal}»: {step}."),
            Frame("En el camino de «{goal}»: {step}. ¿Quién o qué podría ayudar?", short: "En el camino de «{goal}»: {step}."),
            Frame("A «{goal}» le falta esto: {step}. ¿Lo abordas hoy?", short: "A «{goal}» le falta: {step}."),
            Frame("Un obstáculo para «{goal}»: {step}. ¿Cuál sería el primer paso?", short: "Obstáculo para «{goal}»: {step}."),
        ],
        plain: [
            Frame("«{goal}» lleva días sin moverse. ¿Cuál sería un pequeño paso hoy?", short: "«{goal}» sin moverse. ¿Un paso hoy?"),
            Frame("¿Algún pequeño avance en «{goal}» hoy?"),
            Frame("Diez minutos para «{goal}» hoy ya cuentan.", short: "¿Diez minutos para «{goal}»?"),
            Frame("¿Es momento de un pequeño paso en «{goal}»?"),
            Frame("«{goal}» sigue en tu lista. ¿Qué haría falta para arrancar?", short: "«{goal}» sigue en tu lista."),
            Frame("¿Qué necesita «{goal}» primero? Hoy podría ser el día.", short: "¿Qué necesita «{goal}» primero?"),
            Frame("¿Qué tal una pequeña cosa para «{goal}» hoy?", short: "¿Una pequeña cosa para «{goal}»?"),
            Frame("«{goal}» agradecería cinco minutos hoy.", short: "«{goal}»: ¿cinco minutos hoy?"),
        ],
        returning: [
            Frame("De vuelta, como pediste: «{goal}»."),
            Frame("Aquí está otra vez, como prometí: «{goal}».", short: "Como prometí: «{goal}»."),
            Frame("Me pediste que te lo recordara: «{goal}».", short: "Te lo recuerdo: «{goal}»."),
            Frame("Un recordatorio, como querías: «{goal}».", short: "Tu recordatorio: «{goal}»."),
            Frame("Se acabó la pausa: «{goal}»."),
            Frame("De nuevo en tu lista, como pediste: «{goal}».", short: "De nuevo en tu lista: «{goal}»."),
            Frame("Es hora de volver a mirar «{goal}», como pediste.", short: "Hora de volver a «{goal}»."),
            Frame("Aquí tienes tu recordatorio de «{goal}»."),
        ],
        asking: [
            Frame("¿Sigue importándote «{goal}»? Mantener o dejar ir.", short: "¿Aún importa «{goal}»? Mantener o dejar ir."),
            Frame("«{goal}» lleva mucho tiempo sin moverse. ¿Mantener o dejar ir?", short: "«{goal}»: ¿mantener o dejar ir?"),
            Frame(
                "¿«{goal}» sigue contando para ti? Mantener o dejar ir: las dos cosas están bien.",
                short: "¿«{goal}» sigue contando? ¿Mantener o dejar ir?"),
            Frame("¿Quieres seguir con «{goal}» en tu lista? Mantener o dejar ir.", short: "¿Seguir con «{goal}»? Mantener o dejar ir."),
            Frame(
                "Hace tiempo que no hay respuesta sobre «{goal}». ¿Mantener o dejar ir?",
                short: "Sin respuesta sobre «{goal}». ¿Mantener o dejar ir?"),
            Frame("¿Debe quedarse «{goal}»? Mantener o dejar ir."),
            Frame("¿Todavía quieres «{goal}»? Mantener o dejar ir."),
            Frame("¿Vale la pena seguir con «{goal}»? Mantener o dejar ir.", short: "¿Vale la pena «{goal}»? Mantener o dejar ir."),
        ]
    )
}
