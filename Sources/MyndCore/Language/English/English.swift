extension LanguagePack {
    /// English: everything mynd says and reads in it.
    static let english = LanguagePack(
        englishName: "English",
        locale: "en_GB",
        words: .english,
        frames: .english,
        replies: .english,
        smallWords: [
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
        ],
        markers: [
            "the", "and", "is", "are", "was", "you", "your", "it", "its", "this", "that", "what", "for", "with", "to", "of", "on",
            "today", "step", "small", "maybe", "could", "would", "about", "just", "how", "time", "one", "first", "next", "still",
            "have", "has", "been", "will", "can", "do", "why", "not", "let", "go", "keep", "again", "back", "any", "some",
        ],
        refusals: Refusals(
            openings: [
                "i can't help", "i cannot help", "i can not help", "i can't assist", "i cannot assist", "i can't provide",
                "i cannot provide", "i can't do that", "i cannot do that", "i can't write", "i cannot write", "i won't be able",
                "i'm sorry, but", "i am sorry, but", "i'm sorry, i", "i am sorry, i", "sorry, but i", "sorry, i can",
                "sorry, i am unable", "sorry, i'm unable", "i apologize", "i'm unable to", "i am unable to", "i'm not able to",
                "i am not able to", "i cannot comply", "i can't comply", "i won't help", "i will not help",
            ],
            anywhere: ["as an ai", "as a language model", "i'm just an ai", "i am just an ai"]),
        injections: Injections(
            overrides: [
                "ignore previous instructions", "ignore all previous instructions", "ignore the previous instructions",
                "ignore your instructions", "ignore all instructions", "ignore the above", "disregard previous instructions",
                "disregard all previous instructions", "forget your instructions", "forget all previous instructions",
            ],
            outputs: [
                "answer only", "answer with only", "reply only", "reply with only", "respond only", "respond with only", "say only",
                "only say", "only answer", "only reply", "only respond", "output only", "print only", "write only", "just answer",
                "just say", "just reply", "answer just",
            ]),
        connectors: [
            "a", "an", "the", "to", "and", "or", "of", "for", "with", "before", "after", "on", "in", "at", "by", "from", "my", "our",
        ],
        relations: [
            "grandma", "grandpa", "granny", "grandmother", "grandfather", "nana", "mom", "mum", "mother", "dad", "father",
            "aunt", "auntie", "uncle", "sister", "brother", "cousin",
        ],
        capture: CaptureWords(
            goal: ["want to", "need to", "have to", "got to", "gotta", "would like to", "i d like to", "i will", "i m going to", "goal"],
            question: ["should i", "wondering", "i wonder", "how do i", "how can i"],
            tasks: [
                "answer", "apply", "ask", "back", "bake", "book", "bring", "buy", "call", "cancel", "change", "check", "clean",
                "clear", "collect", "contact", "cook", "copy", "delete", "deliver", "do", "download", "draft", "drop", "email",
                "e-mail", "empty", "figure", "file", "fill", "find", "finish", "fix", "follow", "get", "give", "go", "grab", "hang",
                "help", "invite", "install", "learn", "look", "mail", "make", "meet", "move", "order", "organise", "organize", "pack",
                "paint", "pay", "phone", "pick", "plan", "plant", "post", "prepare", "print", "put", "read", "register", "remember",
                "remind", "renew", "repair", "replace", "reply", "research", "reserve", "return", "review", "ring", "schedule",
                "sell", "send", "set", "sign", "sort", "start", "submit", "take", "talk", "tell", "text", "tidy", "try", "update",
                "upload", "visit", "wash", "water", "write",
            ],
            verbLast: false))
}
