import Foundation

// GameKit's random sources, deterministic as a lesson must be: a source made without a seed starts
// from the same seed on every run, so a shuffled deck or a dice roll reads the same on every build.
// The numbers are not the ones Apple's generators produce for the same seed (their algorithms are
// not published bit for bit); each source is a well-mixed 64-bit generator (SplitMix64).

/// A source of random numbers, as GameKit's.
open class GKRandomSource: NSObject, @unchecked Sendable {
    /// The seed a source made without one starts from.
    public static let defaultSeed: UInt64 = 0x5EED_1E55_0A11_C0DE

    private var state: UInt64

    public override init() { state = Self.defaultSeed }

    init(seedValue: UInt64) { state = seedValue }

    /// The shared source, as `GKRandomSource.sharedRandom()`.
    nonisolated(unsafe) private static var shared = GKRandomSource()
    open class func sharedRandom() -> GKRandomSource { shared }

    /// 64 random bits (SplitMix64).
    func next64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Any `Int`, negative ones included, as GameKit's `nextInt()`.
    open func nextInt() -> Int { Int(truncatingIfNeeded: next64()) }
    /// 0 ..< upperBound.
    open func nextInt(upperBound: Int) -> Int {
        precondition(upperBound > 0, "upperBound must be positive")
        return Int(next64() % UInt64(upperBound))
    }
    /// 0 ..< 1.
    open func nextUniform() -> Float { Float(next64() >> 40) / Float(1 << 24) }
    open func nextBool() -> Bool { next64() & 1 == 1 }

    /// The array in an order this source chooses (Fisher–Yates).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var result = array
        guard result.count > 1 else { return result }
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, nextInt(upperBound: i + 1))
        }
        return result
    }
}

open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
    public let seed: Data
    public override init() {
        seed = withUnsafeBytes(of: GKRandomSource.defaultSeed) { Data($0) }
        super.init()
    }
    public init(seed: Data) {
        self.seed = seed
        var value: UInt64 = 1_469_598_103_934_665_603
        for byte in seed { value = (value ^ UInt64(byte)) &* 1_099_511_628_211 }
        super.init(seedValue: value)
    }
    /// Apple advises dropping the first values of an ARC4 stream; done here for the same effect.
    open func dropValues(_ count: Int) {
        for _ in 0..<max(count, 0) { _ = next64() }
    }
}

open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
    public let seed: UInt64
    public override init() {
        seed = GKRandomSource.defaultSeed
        super.init()
    }
    public init(seed: UInt64) {
        self.seed = seed
        super.init(seedValue: seed)
    }
}

open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    public let seed: UInt64
    public override init() {
        seed = GKRandomSource.defaultSeed
        super.init()
    }
    public init(seed: UInt64) {
        self.seed = seed
        super.init(seedValue: seed)
    }
}
