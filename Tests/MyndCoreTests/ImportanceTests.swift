import MyndTestSupport
import Testing

import MyndCore

// Seed 000 §3.3: (in-degree × 2 + out-degree) ÷ 3, weighted toward incoming edges.
@Suite(.timed)
struct ImportanceTests {
    @Test(arguments: [
        (0, 0, 0.0),
        (3, 0, 2.0),
        (0, 3, 1.0),
        (1, 1, 1.0),
        (3, 3, 3.0),
        (6, 3, 5.0),
        (150, 0, 100.0),
    ])
    func score_weighsIncomingEdgesTwice(inDegree: Int, outDegree: Int, expected: Double) {
        #expect(Importance.score(inDegree: inDegree, outDegree: outDegree) == expected)
    }

    @Test func score_ofOneEdge_isTwoThirdsIncomingAndOneThirdOutgoing() {
        #expect(abs(Importance.score(inDegree: 1, outDegree: 0) - 2.0 / 3.0) < 1e-12)
        #expect(abs(Importance.score(inDegree: 0, outDegree: 1) - 1.0 / 3.0) < 1e-12)
    }

    @Test func score_ranksAPointedAtNodeAboveAPointingOne() {
        #expect(Importance.score(inDegree: 2, outDegree: 0) > Importance.score(inDegree: 0, outDegree: 3))
    }
}
