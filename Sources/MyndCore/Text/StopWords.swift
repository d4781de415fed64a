/// The small words of the languages mynd speaks (English, German, Spanish, French): articles,
/// pronouns, prepositions, auxiliaries and the like, folded (lower case, no accents). They say
/// nothing about what a text is about, so they are left out when texts are compared
/// (`GoalMention`), and a name that is also one of them ("Will", "May") is only taken for a
/// name where it is written as one (`PrivacyMask`).
package enum StopWords {
    package static func contains(_ foldedWord: String) -> Bool { all.contains(foldedWord) }

    static let all: Set<String> = english.union(german).union(spanish).union(french)

    static let english: Set<String> = [
        "a", "about", "above", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been",
        "before", "being", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "done", "down", "each", "even",
        "every", "few", "for", "from", "get", "got", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his",
        "how", "i", "if", "in", "into", "is", "it", "its", "just", "let", "like", "may", "me", "might", "more", "most", "much",
        "must", "my", "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only", "or", "other", "our", "out", "over",
        "own", "same", "shall", "she", "should", "so", "some", "still", "such", "than", "that", "the", "their", "them", "then",
        "there", "these", "they", "this", "those", "through", "to", "today", "too", "under", "until", "up", "us", "very", "was",
        "we", "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with", "would", "yet", "you",
        "your", "yours", "maybe", "perhaps", "time", "way", "thing", "things", "something", "step", "next", "small",
        "smallest", "first", "today's", "it's", "i'm", "don't", "let's", "what's", "that's", "there's", "you're", "can't",
        "won't", "ever", "never", "quick", "little", "bit", "day", "days", "week", "moment",
    ]

    static let german: Set<String> = [
        "aber", "alle", "als", "am", "an", "auch", "auf", "aus", "bei", "bin", "bis", "bist", "da", "damit", "dann", "das",
        "dass", "dein", "deine", "dem", "den", "der", "des", "dich", "die", "dir", "doch", "du", "durch", "ein", "eine",
        "einem", "einen", "einer", "eines", "er", "es", "etwas", "fur", "hat", "hatte", "heute", "ich", "ihr", "ihre", "im",
        "in", "ist", "ja", "jetzt", "kann", "kein", "keine", "mal", "man", "mein", "meine", "mich", "mir", "mit", "nach",
        "nicht", "noch", "nun", "nur", "ob", "oder", "schon", "sein", "seine", "sich", "sie", "sind", "so", "um", "und", "uns",
        "unser", "vom", "von", "vor", "war", "was", "weil", "wenn", "wer", "wie", "wieder", "will", "wir", "wird", "wo", "zu",
        "zum", "zur", "uber", "vielleicht", "schritt", "kleinen", "kleiner", "ersten", "erste", "heutigen",
    ]

    static let spanish: Set<String> = [
        "a", "al", "algo", "como", "con", "cual", "cuando", "de", "del", "donde", "el", "ella", "ellos", "en", "entre", "era",
        "es", "esa", "ese", "eso", "esta", "este", "esto", "fue", "ha", "hay", "hoy", "la", "las", "le", "les", "lo", "los",
        "mas", "me", "mi", "mis", "muy", "no", "nos", "o", "otra", "otro", "para", "pero", "por", "que", "qui", "quien",
        "se", "ser", "si", "sin", "sobre", "su", "sus", "tal", "te", "tu", "tus", "un", "una", "uno", "unos", "y", "ya", "yo",
        "paso", "primer", "primero", "pequeno", "quizas",
    ]

    static let french: Set<String> = [
        "a", "au", "aux", "avec", "ce", "ces", "cette", "dans", "de", "des", "du", "elle", "en", "est", "et", "etre", "eu",
        "il", "ils", "je", "la", "le", "les", "leur", "lui", "ma", "mais", "me", "mes", "moi", "mon", "ne", "nos", "notre",
        "nous", "on", "ou", "par", "pas", "peut", "plus", "pour", "qu", "que", "qui", "sa", "sans", "se", "ses", "si", "son",
        "sur", "ta", "te", "tes", "toi", "ton", "tu", "un", "une", "vos", "votre", "vous", "aujourd'hui", "aujourd", "hui",
        "y", "deja", "encore", "petit", "petite", "premier", "premiere", "etape", "peut-etre",
    ]
}
