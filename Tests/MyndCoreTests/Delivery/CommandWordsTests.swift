import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct CommandWordsTests {
    @Test func blanksSeparateWords() throws {
        #expect(
            try CommandWords(parsing: "  x-terminal-emulator   -e mynd show {id} ").words
                == ["x-terminal-emulator", "-e", "mynd", "show", "{id}"])
    }

    @Test func quotes_keepBlanks_andShellCharactersMeanNothing() throws {
        #expect(
            try CommandWords(parsing: #"foot -T 'my nd' --title="a \"b\" c" $(rm) ; |x"#).words
                == ["foot", "-T", "my nd", #"--title=a "b" c"#, "$(rm)", ";", "|x"])
        #expect(try CommandWords(parsing: #"a\ b 'it''s' "" c"#).words == ["a b", "its", "", "c"])
        // Inside double quotes a backslash before another character stays.
        #expect(try CommandWords(parsing: #""C:\dir\\x""#).words == [#"C:\dir\x"#])
    }

    @Test func badQuoting_isRefused() {
        #expect(throws: CommandWords.ParseError.unterminatedQuote("'")) { try CommandWords(parsing: "echo 'oops") }
        #expect(throws: CommandWords.ParseError.unterminatedQuote("\"")) { try CommandWords(parsing: #"echo "oops\""#) }
        #expect(throws: CommandWords.ParseError.trailingBackslash) { try CommandWords(parsing: "echo \\") }
        #expect(throws: CommandWords.ParseError.empty) { try CommandWords(parsing: "   ") }
    }

    @Test func substitution_happensInsideWords_andNeverSplitsThem() throws {
        let words = try CommandWords(parsing: "term -e 'mynd show {id}' --id={id}")
        #expect(words.substituting(["id": "3f2a"]) == ["term", "-e", "mynd show 3f2a", "--id=3f2a"])
        #expect(
            words.substituting(["id": "a b; rm -rf ~"]) == [
                "term", "-e", "mynd show a b; rm -rf ~", "--id=a b; rm -rf ~",
            ])
    }
}
