import Foundation

/// Numbers in `lowestValue...highestValue`, each as likely as the others.
open class GKRandomDistribution: GKRandomSource, @unchecked Sendable {
    public let lowestValue: Int
    public let highestValue: Int
    public let source: GKRandomSource
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    public init(randomSource source: GKRandomSource, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.source = source
        lowestValue = lowestInclusive
        highestValue = highestInclusive
        super.init()
    }

    public required convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A six-sided die, 1...6.
    open class func d6() -> Self { Self(lowestValue: 1, highestValue: 6) }
    /// A twenty-sided die, 1...20.
    open class func d20() -> Self { Self(lowestValue: 1, highestValue: 20) }

    open override func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
    /// A value of the distribution below `upperBound` (GameKit clamps it the same way).
    open override func nextInt(upperBound: Int) -> Int { min(nextInt(), max(upperBound - 1, lowestValue)) }
    open override func nextUniform() -> Float {
        Float(nextInt() - lowestValue) / Float(max(numberOfPossibleOutcomes - 1, 1))
    }
    open override func nextBool() -> Bool { nextInt() - lowestValue >= numberOfPossibleOutcomes / 2 }
}

/// Like `GKRandomDistribution`, but it goes through every value once before any repeats.
open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
    private var remaining: [Int] = []

    open override func nextInt() -> Int {
        if remaining.isEmpty {
            remaining = source.arrayByShufflingObjects(in: Array(lowestValue...highestValue)) as! [Int]
        }
        return remaining.removeLast()
    }
}

/// Values clustered around the middle of the range, within three standard deviations of it.
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
    public var mean: Float { Float(lowestValue + highestValue) / 2 }
    public var deviation: Float { Float(highestValue - lowestValue) / 6 }

    open override func nextInt() -> Int {
        // Box–Muller, resampled until it falls inside the range.
        while true {
            let u1 = max(source.nextUniform(), .leastNonzeroMagnitude)
            let u2 = source.nextUniform()
            let z = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
            let value = Int((mean + z * deviation).rounded())
            if (lowestValue...highestValue).contains(value) { return value }
        }
    }
}
