import LessonProtocol

// SF Symbols' animations (the Symbols framework, which SwiftUI re-exports): a bounce, a pulse, a
// wiggle, a replace. They move the symbol's drawing only; what VoiceOver reads and what a
// checkpoint sees do not change, so the runtime accepts every effect and draws the symbol still.

public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (`isActive:`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes (`value:`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`.transition(.symbolEffect(.appear))`).
public protocol TransitionSymbolEffect {}
/// An effect that swaps one symbol for another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// How an effect repeats and how fast it runs.
public struct SymbolEffectOptions: Sendable, Equatable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
}

/// The direction and layering variants every effect offers (`.bounce.up.byLayer`).
public protocol _SymbolEffectVariants {}
extension _SymbolEffectVariants {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var up: Self { self }
    public var down: Self { self }
}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {}
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public var plain: Self { self }
    public var pulse: Self { self }
}
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {}
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {}
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, _SymbolEffectVariants {
    public var offUp: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }

extension View {
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition { .symbolEffect }
}
