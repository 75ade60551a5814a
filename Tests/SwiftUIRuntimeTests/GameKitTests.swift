import GameKit
import XCTest

/// GameKit's random sources are deterministic in a lesson: the same seed (or none) gives the same
/// numbers on every run, and each distribution keeps to its rules.
final class GameKitTests: XCTestCase {
    func testTheSameSeedGivesTheSameNumbers() {
        let a = GKMersenneTwisterRandomSource(seed: 42)
        let b = GKMersenneTwisterRandomSource(seed: 42)
        let c = GKMersenneTwisterRandomSource(seed: 43)
        let first = (0..<5).map { _ in a.nextInt(upperBound: 100) }
        XCTAssertEqual(first, (0..<5).map { _ in b.nextInt(upperBound: 100) })
        XCTAssertNotEqual(first, (0..<5).map { _ in c.nextInt(upperBound: 100) })
        XCTAssertEqual(GKRandomSource().nextInt(), GKRandomSource().nextInt(), "an unseeded source starts the same every run")
        XCTAssertTrue(first.allSatisfy { (0..<100).contains($0) })
    }

    func testShuffledDistributionUsesEveryValueBeforeRepeating() {
        let deck = GKShuffledDistribution(lowestValue: 1, highestValue: 6)
        XCTAssertEqual(Set((0..<6).map { _ in deck.nextInt() }), Set(1...6))
        let dice = GKRandomDistribution.d20()
        XCTAssertTrue((0..<200).map { _ in dice.nextInt() }.allSatisfy { (1...20).contains($0) })
        let gauss = GKGaussianDistribution(lowestValue: 0, highestValue: 100)
        let values = (0..<500).map { _ in gauss.nextInt() }
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        XCTAssertEqual(mean, 50, accuracy: 4)
    }

    func testShufflingKeepsEveryElement() {
        let shuffled = GKARC4RandomSource(seed: Data("deck".utf8)).arrayByShufflingObjects(in: Array(1...10)) as! [Int]
        XCTAssertEqual(shuffled.sorted(), Array(1...10))
        XCTAssertNotEqual(shuffled, Array(1...10))
    }
}
