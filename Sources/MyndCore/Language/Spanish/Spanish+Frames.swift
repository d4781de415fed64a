/// Spanish phrasings, written in Spanish (tú): the goal always stands in «…» as a name, and no
/// word around it agrees with it in gender or number (no "lo" or "la" for it either). A
/// person a goal waits on is reached with "le", which has no gender.
extension FallbackFrames.Table {
    static let spanish = Self(
        nextAction: [
            Frame("Lo siguiente para «{goal}»: {step}. ¿Hoy, quizá?", short: "Lo siguiente para «{goal}»: {step}."),
            Frame("Un pequeño paso para «{goal}»: {step}."),
            Frame("Para avanzar con «{goal}»: {step}."),
            Frame("¿Retomamos «{goal}»? Puedes empezar por esto: {step}.", short: "¿Retomamos «{goal}»? Primero: {step}."),
            Frame("«{goal}» lleva un tiempo sin moverse. Lo primero: {step}.", short: "Lo primero para «{goal}»: {step}."),
            Frame("¿Tienes un rato para «{goal}»? Toca esto: {step}.", short: "Para «{goal}», toca esto: {step}."),
            Frame("El próximo paso en «{goal}»: {step}."),
            Frame("Pendiente para «{goal}»: {step}. ¿Le dedicas un rato hoy?", short: "Pendiente para «{goal}»: {step}."),
        ],
        blocked: [
            Frame("«{goal}» depende de una cosa: {step}. ¿Se puede resolver hoy?", short: "«{goal}» depende de esto: {step}."),
            Frame("Lo que frena «{goal}»: {step}. ¿Le echas un vistazo hoy?", short: "Lo que frena «{goal}»: {step}."),
            Frame("«{goal}» no avanza por esto: {step}. ¿Qué ayudaría?", short: "«{goal}» no avanza por esto: {step}."),
            Frame(
                "Antes de seguir con «{goal}», hay que resolver esto: {step}.", short: "Pendiente antes de seguir con «{goal}»: {step}."),
            Frame("Resuelve esto y «{goal}» podrá avanzar: {step}."),
            Frame("El escollo de «{goal}»: {step}. ¿Quién o qué podría ayudar?", short: "El escollo de «{goal}»: {step}."),
            Frame("Para «{goal}» todavía falta: {step}. ¿Te pones con ello hoy?", short: "Para «{goal}» todavía falta: {step}."),
            Frame("Un obstáculo para «{goal}»: {step}. ¿Cuál sería el primer paso?", short: "Un obstáculo para «{goal}»: {step}."),
        ],
        waitingOnPerson: [
            Frame("«{goal}» está pendiente de {step}. ¿Le escribes hoy?", short: "«{goal}» está pendiente de {step}."),
            Frame(
                "Para «{goal}» necesitas una respuesta de {step}. ¿Un mensaje hoy?", short: "Para «{goal}» falta la respuesta de {step}."),
            Frame("¿Sabes algo de {step} sobre «{goal}»?"),
            Frame("Una llamada a {step} podría desbloquear «{goal}»."),
            Frame("¿Y si hoy le preguntas a {step} cómo va «{goal}»?"),
            Frame("«{goal}» sigue esperando a {step}. ¿Le das un toque?", short: "«{goal}» sigue esperando a {step}."),
            Frame("Quizá sea buen momento para hablar con {step} de «{goal}».", short: "¿Hablas con {step} de «{goal}»?"),
            Frame("«{goal}» no avanza sin {step}. ¿Un mensaje rápido?", short: "«{goal}» no avanza sin {step}."),
        ],
        plain: [
            Frame("«{goal}» lleva unos días sin moverse. ¿Qué paso pequeño podrías dar hoy?", short: "«{goal}» sin moverse. ¿Un paso hoy?"),
            Frame("¿Algún pequeño avance en «{goal}» hoy?"),
            Frame("Diez minutos hoy para «{goal}» ya serían algo.", short: "¿Diez minutos para «{goal}»?"),
            Frame("¿Y si hoy le dedicas un rato a «{goal}»?"),
            Frame("«{goal}» sigue en tu lista. ¿Por dónde podrías empezar?", short: "«{goal}» sigue en tu lista."),
            Frame("¿Qué necesita «{goal}» primero? Hoy podría ser el día.", short: "¿Qué necesita «{goal}» primero?"),
            Frame("¿Qué tal algo pequeño para «{goal}» hoy?", short: "¿Algo pequeño para «{goal}» hoy?"),
            Frame("Hace tiempo que no tocas «{goal}». ¿Cinco minutos hoy?", short: "¿Cinco minutos hoy para «{goal}»?"),
        ],
        returning: [
            Frame("De vuelta, como pediste: «{goal}»."),
            Frame("Aquí está otra vez, como te prometí: «{goal}».", short: "Como te prometí: «{goal}»."),
            Frame("Me pediste que te lo recordara: «{goal}».", short: "Te lo recuerdo: «{goal}»."),
            Frame("Tu recordatorio, como querías: «{goal}».", short: "Tu recordatorio: «{goal}»."),
            Frame("Se acabó la pausa: «{goal}»."),
            Frame("Otra vez en tu lista, como pediste: «{goal}».", short: "Otra vez en tu lista: «{goal}»."),
            Frame("Es hora de volver a «{goal}», como pediste.", short: "Hora de volver a «{goal}»."),
            Frame("Lo dejaste para más tarde, y ya es más tarde: «{goal}».", short: "Ya es más tarde: «{goal}»."),
        ],
        returningEnds: [
            "¿Te viene mejor ahora?", "Con cinco minutos basta.", "Basta con empezar por poco.", "Sin prisas, a tu ritmo.",
            "¿Qué tal ahora?", "Cuando tú quieras.",
        ],
        asking: [
            Frame("¿Sigue importándote «{goal}»? ¿Mantener o soltar? Tú decides.", short: "¿Aún te importa «{goal}»? ¿Mantener o soltar?"),
            Frame("«{goal}» lleva mucho tiempo sin moverse. ¿Mantener o soltar?", short: "«{goal}»: ¿mantener o soltar?"),
            Frame(
                "¿Todavía quieres «{goal}» en tu lista? Mantener o soltar: las dos cosas están bien.",
                short: "¿Sigue «{goal}» en tu lista? ¿Mantener o soltar?"),
            Frame("¿Quieres seguir con «{goal}»? ¿Mantener o soltar?"),
            Frame(
                "Hace tiempo que no respondes sobre «{goal}». ¿Mantener o soltar?",
                short: "Sin respuesta sobre «{goal}». ¿Mantener o soltar?"),
            Frame("¿Quieres mantener «{goal}» o prefieres soltarlo?"),
            Frame("¿Todavía te interesa «{goal}»? ¿Mantener o soltar?"),
            Frame("¿Vale la pena seguir con «{goal}»? ¿Mantener o soltar?", short: "¿Vale la pena «{goal}»? ¿Mantener o soltar?"),
        ]
    )
}
