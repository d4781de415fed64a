import Foundation
import MyndCurl
import Testing

/// An in-memory `HTTPTransport`: records every request and answers from a script, one step
/// per request. Steps can take time on a `FakeTime`, as a real exchange would.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: the mutable state is only touched under `lock`.

    enum Step {
        /// Answer with `response` after `seconds`.
        case respond(HTTPResponse, seconds: Double = 0)
        /// Fail with `error` after `seconds`.
        case fail(TransportError, seconds: Double = 0)
        /// Use up the request's whole `totalTimeout`, then fail as a time-out does.
        case timeOut
    }

    private let lock = NSLock()
    private var script: [Step]
    private var recorded: [HTTPRequest] = []
    private let time: FakeTime?

    init(_ script: [Step], time: FakeTime? = nil) {
        self.script = script
        self.time = time
    }

    /// Every request sent, in order.
    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let (step, number): (Step?, Int) = lock.withLock {
            recorded.append(request)
            return (script.isEmpty ? nil : script.removeFirst(), recorded.count)
        }
        switch step {
        case nil:
            Issue.record("request \(number) was not scripted: \(request.method) \(request.url)")
            throw .failed(host: "scripted", detail: "no response scripted")
        case .respond(let response, let seconds)?:
            time?.advance(by: seconds)
            return response
        case .fail(let error, let seconds)?:
            time?.advance(by: seconds)
            throw error
        case .timeOut?:
            time?.advance(by: request.totalTimeout)
            throw .timedOut(host: "api.example.test", seconds: request.totalTimeout)
        }
    }
}

/// A clock that moves only when told to, and a sleep that moves it and keeps a log.
final class FakeTime: @unchecked Sendable {
    // @unchecked: the mutable state is only touched under `lock`.
    private let lock = NSLock()
    private var current: Double
    private var log: [Double] = []

    init(start: Double = 1000) { current = start }

    func read() -> Double { lock.withLock { current } }

    func advance(by seconds: Double) { lock.withLock { current += seconds } }

    func sleep(_ seconds: Double) {
        lock.withLock {
            log.append(seconds)
            current += seconds
        }
    }

    /// Every sleep, in order.
    var sleeps: [Double] { lock.withLock { log } }
}
