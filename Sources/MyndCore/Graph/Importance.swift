/// How central a node is: the iOS app's "PageRank-lite", a degree count weighted
/// twice toward incoming edges, because being pointed at (blocked by, part of, mentioned)
/// says more about a node than what it points at.
package enum Importance {
    package static func score(inDegree: Int, outDegree: Int) -> Double {
        (Double(inDegree) * 2 + Double(outDegree)) / 3
    }
}
