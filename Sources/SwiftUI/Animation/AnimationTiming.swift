import Foundation

/// How far an animation has carried a value at a moment: the timing curves and springs SwiftUI
/// documents, with an animation's delay, speed and repeats. A fraction of 0 is the value before the
/// change, 1 the value after it; a spring overshoots past 1 and settles back.
enum _AnimationCurve: Hashable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through these control points, as
    /// `timingCurve(_:_:_:_:duration:)` and Core Animation's named timing functions define them.
    case bezier(Double, Double, Double, Double)
    /// A damped spring of unit mass pulling the value to its target: `omega` its undamped angular
    /// frequency (2π / response), `damping` its damping ratio (1 is critically damped), `velocity`
    /// its initial velocity in changes per second.
    case spring(omega: Double, damping: Double, velocity: Double)

    // The control points of Core Animation's named timing functions, which SwiftUI's use.
    static let linear = _AnimationCurve.bezier(0, 0, 1, 1)
    static let easeIn = _AnimationCurve.bezier(0.42, 0, 1, 1)
    static let easeOut = _AnimationCurve.bezier(0, 0, 0.58, 1)
    static let easeInOut = _AnimationCurve.bezier(0.42, 0, 0.58, 1)

    /// SwiftUI's response-based spring: `response` is the period of the undamped spring.
    static func spring(response: Double, dampingFraction: Double, velocity: Double = 0) -> _AnimationCurve {
        .spring(omega: 2 * .pi / max(response, 0.001), damping: max(dampingFraction, 0), velocity: velocity)
    }

    /// A spring of this mass, stiffness and damping coefficient (`interpolatingSpring`).
    static func spring(mass: Double, stiffness: Double, damping: Double, velocity: Double = 0) -> _AnimationCurve {
        let mass = max(mass, .leastNonzeroMagnitude)
        let stiffness = max(stiffness, .leastNonzeroMagnitude)
        return .spring(
            omega: (stiffness / mass).squareRoot(), damping: max(damping, 0) / (2 * (stiffness * mass).squareRoot()), velocity: velocity)
    }

    /// The damping ratio of a spring described by its bounce (iOS 17's `Spring(duration:bounce:)`):
    /// no bounce is critically damped, positive bounce underdamped, negative overdamped.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.999))
    }

    /// The fraction `seconds` into one run that lasts `duration` seconds.
    func fraction(at seconds: Double, duration: Double) -> Double {
        switch self {
        case .bezier(let x1, let y1, let x2, let y2):
            guard duration > 0 else { return 1 }
            return Self.bezier(x1, y1, x2, y2, at: min(1, max(0, seconds / duration)))
        case .spring(let omega, let damping, let velocity):
            return Self.spring(omega: omega, damping: damping, velocity: velocity, at: max(0, seconds))
        }
    }

    /// Seconds until a spring stays within a thousandth of the change of its target (a timing
    /// curve is there at its duration).
    func settlingTime(duration: Double) -> Double {
        guard case .spring(let omega, let damping, _) = self, omega > 0 else { return duration }
        // The slowest exponential of the motion decays at ζω (under- or critically damped) or at
        // ω(ζ − √(ζ² − 1)) (overdamped); its envelope has fallen to 0.001 after ln(1000) of it.
        let rate = damping <= 1 ? damping * omega : omega * (damping - (damping * damping - 1).squareRoot())
        guard rate > 0 else { return .infinity }
        return max(duration, log(1000) * (damping >= 1 ? 1.5 : 1) / rate)
    }

    /// y at the x = `progress` point of the cubic Bézier curve, found by Newton's method on x(s),
    /// falling back to bisection where the slope is flat.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // A curve whose control points lie on the diagonal is the identity (`linear`).
        if x1 == y1, x2 == y2 { return progress }
        var s = progress
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - progress
            if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
            let d = slope(x1, x2, s)
            guard abs(d) > 1e-6 else { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = progress
        for _ in 0..<60 {
            let x = coordinate(x1, x2, s)
            if abs(x - progress) < 1e-12 { break }
            if x < progress { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(y1, y2, s)
    }

    /// The position of a unit-mass damped spring released at 0 towards 1 with `velocity`, after
    /// `t` seconds: the solution of x″ + 2ζωx′ + ω²(x − 1) = 0 with x(0) = 0, x′(0) = velocity.
    static func spring(omega: Double, damping zeta: Double, velocity: Double, at t: Double) -> Double {
        // y = x − 1 starts at −1 with y′(0) = velocity.
        if zeta < 1 {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity - decay) / damped
            return 1 + exp(-decay * t) * (-cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return 1 + exp(-omega * t) * (-1 + (velocity - omega) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c1 = (velocity + r2) / (r1 - r2)
        let c2 = -1 - c1
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}

extension Animation {
    /// The fraction of the change shown `elapsed` seconds after it was made, or nil once the
    /// animation has finished and the drawing shows the new value. Before its delay it shows the
    /// old value; `speed` runs its curve faster; a repeat starts the curve again, every other one
    /// backwards when it autoreverses; once the repeats are over the new value is shown.
    func fraction(after elapsed: Double) -> Double? {
        // To a billionth: drawn sizes read 125, not 125.00000000000003.
        unroundedFraction(after: elapsed).map { ($0 * 1e9).rounded() / 1e9 }
    }

    private func unroundedFraction(after elapsed: Double) -> Double? {
        let running = elapsed - delaySeconds
        guard running >= 0 else { return 0 }
        let time = running * speedFactor
        guard duration > 0 else { return nil }
        if repeats == 1 {
            guard time < curve.settlingTime(duration: duration) else { return nil }
            return curve.fraction(at: time, duration: duration)
        }
        let run = (time / duration).rounded(.down)
        if let repeats, run >= Double(repeats) { return nil }
        let fraction = curve.fraction(at: time - run * duration, duration: duration)
        return autoreverses && Int(run) % 2 == 1 ? 1 - fraction : fraction
    }
}
