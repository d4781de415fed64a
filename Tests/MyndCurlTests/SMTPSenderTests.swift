import Foundation
import MyndTestSupport
@testable import MyndCurl
import Testing

/// SMTPSender against a real aiosmtpd server started per test (own port, own folder).
@Suite(.timed, .enabled(if: SMTPPeer.hasAiosmtpd, "no python3 with aiosmtpd (Debian: python3-aiosmtpd)"), .timeLimit(.minutes(20)))
struct SMTPSenderTests {
    static let password = "correct-horse-battery"
    static let message = Data("From: mynd <mynd@example.org>\r\nTo: me@example.org\r\nSubject: Hi\r\n\r\n.leading dot\r\nbody é\r\n".utf8)

    /// Each test's mail folders, removed with the test.
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
    }

    func sender(_ server: SMTPPeer, credentials: SMTPCredentials? = nil) -> SMTPSender {
        SMTPSender(
            url: "smtp://127.0.0.1:\(server.port)", startTLS: .off, credentials: credentials,
            connectTimeout: 5, totalTimeout: 15)
    }

    @Test func plain_deliversTheBytesToEveryEnvelopeRecipient() throws {
        let server = try SMTPPeer(in: scratch.folder)
        try sender(server).send(Self.message, from: "mynd@example.org", to: ["me@example.org", "bcc@example.org"])
        let received = try server.received()
        #expect(received.count == 1)
        #expect(received.first?.message == Self.message)
        #expect(received.first?.mailFrom == "mynd@example.org")
        #expect(received.first?.recipients == ["me@example.org", "bcc@example.org"])
    }

    @Test(arguments: ["LOGIN", "PLAIN"])
    func auth_withTheRightPassword_delivers(mechanism: String) throws {
        let server = try SMTPPeer(["--user", "mynd", "--password", Self.password, "--mechanism", mechanism], in: scratch.folder)
        let credentials = SMTPCredentials(username: "mynd", password: Self.password)
        try sender(server, credentials: credentials).send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        #expect(try server.received().count == 1)
    }

    @Test func auth_withAWrongPassword_isPermanent_andNeverShowsIt() throws {
        let server = try SMTPPeer(["--user", "mynd", "--password", Self.password], in: scratch.folder)
        let credentials = SMTPCredentials(username: "mynd", password: "wrong-password-xyz")
        let error = smtpError { () throws(TransportError) in
            try sender(server, credentials: credentials).send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        #expect(error?.replyCode == 535)
        for text in [String(describing: error), String(reflecting: error)] {
            #expect(!text.contains("wrong-password-xyz"), "\(text)")
        }
        #expect(try server.received().isEmpty)
    }

    @Test func noAuth_whenTheServerRequiresIt_isRefused() throws {
        let server = try SMTPPeer(["--user", "mynd", "--password", Self.password], in: scratch.folder)
        let error = smtpError { () throws(TransportError) in
            try sender(server).send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        #expect(error?.replyCode == 530)
    }

    @Test(arguments: [
        ("--reject-rcpt", "451 4.7.1 Try again later", true),
        ("--reject-rcpt", "550 5.1.1 No such user here", false),
        ("--reject-data", "451 4.3.0 Mail server temporarily rejected message", true),
        ("--reject-data", "550 5.6.0 Content refused", false),
    ])
    func refusal_carriesTheReply(option: String, reply: String, transient: Bool) throws {
        let server = try SMTPPeer([option, reply], in: scratch.folder)
        let error = smtpError { () throws(TransportError) in
            try sender(server).send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        let code = Int(reply.prefix(3))!
        #expect(error == .rejected(host: "127.0.0.1", code: code, text: String(reply.dropFirst(4))))
        #expect(try server.received().isEmpty)
    }

    @Test func closedPort_isCouldNotConnect() throws {
        let server = try SMTPPeer(in: scratch.folder)
        let smtp = sender(server)
        server.server.stop()
        let error = smtpError { () throws(TransportError) in
            try smtp.send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        guard case .couldNotConnect(let host, _)? = error else {
            Issue.record("expected couldNotConnect, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
    }

    @Test func silentServer_timesOut_transient() throws {
        // The canned HTTP server waits for a request and never greets: an SMTP client hears nothing.
        let silent = try ServerProcess(script: "canned_http.py", arguments: [])
        let smtp = SMTPSender(url: "smtp://127.0.0.1:\(silent.port)", startTLS: .off, connectTimeout: 5, totalTimeout: 1)
        let error = smtpError { () throws(TransportError) in
            try smtp.send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        #expect(error == .timedOut(host: "127.0.0.1", seconds: 1))
    }

    /// Found by the reliability suite (Faults): a server that hangs at the end of DATA timed
    /// out on time, and then held the send two minutes more, waiting for its answer to QUIT.
    @Test func serverHangingMidData_costsTheTimeout_notTwoMinutesMore() throws {
        let server = try SMTPPeer(["--hang-data"], in: scratch.folder)
        let smtp = SMTPSender(url: "smtp://127.0.0.1:\(server.port)", startTLS: .off, connectTimeout: 5, totalTimeout: 2)
        let started = ContinuousClock.now
        let error = smtpError { () throws(TransportError) in
            try smtp.send(Self.message, from: "mynd@example.org", to: ["me@example.org"])
        }
        let elapsed = ContinuousClock.now - started
        #expect(error == .timedOut(host: "127.0.0.1", seconds: 2), "\(String(describing: error))")
        #expect(elapsed < .seconds(4), "took \(elapsed)")
        #expect(try server.received().isEmpty)
    }

    @Test func unusableRequests_areRefusedBeforeSending() {
        let smtp = SMTPSender(url: "smtp://127.0.0.1:9", startTLS: .off)
        let cases: [(String, String, [String])] = [
            ("smtp://127.0.0.1:9", "mynd@example.org", []),
            ("smtp://127.0.0.1:9", "mynd@example.org\r\nRCPT TO:<x@evil>", ["me@example.org"]),
            ("smtp://127.0.0.1:9", "mynd@example.org", ["me@example.org\n"]),
            ("http://127.0.0.1:9", "mynd@example.org", ["me@example.org"]),
        ]
        for (url, from, to) in cases {
            var sender = smtp
            sender.url = url
            let error = smtpError { () throws(TransportError) in try sender.send(Self.message, from: from, to: to) }
            guard case .invalidRequest? = error else {
                Issue.record("expected invalidRequest for \(url) \(from.debugDescription) \(to), got \(String(describing: error))")
                continue
            }
        }
    }
}

/// STARTTLS and implicit TLS against aiosmtpd with a certificate made by openssl at test time.
@Suite(
    .timed,
    .enabled(
        if: SMTPPeer.hasAiosmtpd && TestCertificate.openssl != nil,
        "no python3 with aiosmtpd (Debian: python3-aiosmtpd) or no openssl"), .timeLimit(.minutes(20)))
struct SMTPSenderTLSTests {
    let scratch: Scratch
    let tls: (certificate: String, key: String)

    init() throws {
        scratch = try Scratch()
        tls = try TestCertificate.make(in: scratch.folder)
    }

    func send(_ sender: SMTPSender) -> TransportError? {
        smtpError { () throws(TransportError) in
            try sender.send(SMTPSenderTests.message, from: "mynd@example.org", to: ["me@example.org"])
        }
    }

    @Test func startTLSRequired_withTheCertificateAsCAFile_delivers() throws {
        let server = try SMTPPeer(
            [
                "--cert", tls.certificate, "--key", tls.key,
                "--user", "mynd", "--password", SMTPSenderTests.password,
            ], in: scratch.folder)
        let error = send(
            SMTPSender(
                url: "smtp://localhost:\(server.port)", startTLS: .required, caFile: tls.certificate,
                credentials: SMTPCredentials(username: "mynd", password: SMTPSenderTests.password),
                connectTimeout: 5, totalTimeout: 15))
        #expect(error == nil)
        #expect(try server.received().first?.message == SMTPSenderTests.message)
    }

    @Test func startTLSRequired_withoutTrustingTheCertificate_isTLS_permanent() throws {
        let server = try SMTPPeer(["--cert", tls.certificate, "--key", tls.key], in: scratch.folder)
        let error = send(
            SMTPSender(
                url: "smtp://localhost:\(server.port)", startTLS: .required,
                connectTimeout: 5, totalTimeout: 15))
        guard case .tls(let host, _)? = error else {
            Issue.record("expected tls, got \(String(describing: error))")
            return
        }
        #expect(host == "localhost")
        #expect(try server.received().isEmpty)
    }

    @Test func startTLSRequired_serverWithoutSTARTTLS_isTLS() throws {
        let server = try SMTPPeer([], in: scratch.folder)
        let error = send(
            SMTPSender(
                url: "smtp://127.0.0.1:\(server.port)", startTLS: .required, caFile: tls.certificate,
                connectTimeout: 5, totalTimeout: 15))
        guard case .tls? = error else {
            Issue.record("expected tls, got \(String(describing: error))")
            return
        }
        #expect(try server.received().isEmpty)
    }

    @Test func startTLSOptional_serverWithoutSTARTTLS_sendsPlain() throws {
        let server = try SMTPPeer([], in: scratch.folder)
        let error = send(
            SMTPSender(
                url: "smtp://127.0.0.1:\(server.port)", startTLS: .optional, caFile: tls.certificate,
                connectTimeout: 5, totalTimeout: 15))
        #expect(error == nil)
        #expect(try server.received().count == 1)
    }

    @Test func implicitTLS_smtps_delivers() throws {
        let server = try SMTPPeer(["--cert", tls.certificate, "--key", tls.key, "--implicit-tls"], in: scratch.folder)
        let error = send(
            SMTPSender(
                url: "smtps://127.0.0.1:\(server.port)", startTLS: .off, caFile: tls.certificate,
                connectTimeout: 5, totalTimeout: 15))
        #expect(error == nil)
        #expect(try server.received().count == 1)
    }
}

@Suite(.timed) struct SMTPTextTests {
    @Test func credentials_neverPrintThePassword() {
        let credentials = SMTPCredentials(username: "mynd", password: "s3cret-pass")
        var dumped = ""
        dump(credentials, to: &dumped)
        let sender = SMTPSender(url: "smtp://x", credentials: credentials)
        var dumpedSender = ""
        dump(sender, to: &dumpedSender)
        for text in [
            String(describing: credentials), String(reflecting: credentials), "\(credentials)", dumped,
            String(describing: sender), dumpedSender,
        ] {
            #expect(!text.contains("s3cret-pass"), "\(text)")
        }
        #expect(String(describing: credentials).contains("mynd"))
    }

    @Test func lastReplyText_joinsTheLastMultilineReply() {
        let lines = ["220 hello", "550 earlier", "250 OK", "550-5.1.1 No such", "550 5.1.1 user here", "221 Bye"]
        #expect(TransportError.lastReplyText(code: 550, lines: lines) == "5.1.1 No such 5.1.1 user here")
        #expect(TransportError.lastReplyText(code: 451, lines: lines) == nil)
    }
}

/// The error a send threw, or nil when the message went.
func smtpError(_ send: () throws(TransportError) -> Void) -> TransportError? {
    do {
        try send()
        return nil
    } catch {
        return error
    }
}
