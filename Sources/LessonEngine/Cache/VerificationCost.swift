import Foundation

/// What verifying one example cost, in seconds: its share of the compile that built it (the
/// merged compile's time divided among the examples it compiled) and the time its runs took.
/// It is kept in the example's compile record (`KEY.compiled`), so it travels with the shared
/// cache, and a whole build gathers the course's costs into one table (`CostTable`) that
/// `--partition` balances by.
public struct VerificationCost: Equatable, Sendable {
    public var compileSeconds: Double
    public var runSeconds: Double

    public init(compileSeconds: Double, runSeconds: Double) {
        self.compileSeconds = compileSeconds
        self.runSeconds = runSeconds
    }

    public var seconds: Double { compileSeconds + runSeconds }

    /// The cost as a compile record keeps it (to the tenth of a millisecond).
    var asRecorded: VerificationCost {
        Self.parseCompileRecord(Self.compileRecord(self)).cost ?? self
    }

    /// The compile record's content: `ok`, then one line with the cost. A record written before
    /// costs were kept is `ok` alone, and still counts as a successful compile.
    static func compileRecord(_ cost: VerificationCost?) -> Data {
        guard let cost else { return Data("ok\n".utf8) }
        return Data("ok\ncost compile=\(format(cost.compileSeconds)) run=\(format(cost.runSeconds))\n".utf8)
    }

    /// Whether `content` is a successful compile's record, and the cost it carries (nil when none).
    static func parseCompileRecord(_ content: Data) -> (compiled: Bool, cost: VerificationCost?) {
        let lines = String(decoding: content, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "ok" else { return (false, nil) }
        guard lines.count > 1, lines[1].hasPrefix("cost ") else { return (true, nil) }
        var values: [String: Double] = [:]
        for field in lines[1].dropFirst("cost ".count).split(separator: " ") {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0 { values[String(parts[0])] = value }
        }
        guard let compile = values["compile"], let run = values["run"] else { return (true, nil) }
        return (true, VerificationCost(compileSeconds: compile, runSeconds: run))
    }

    /// Milliseconds are plenty, and a short number keeps records stable across runs of equal cost.
    /// Written as `%.4f` would write it, without Foundation's formatter: every warm build formats
    /// each example's cost.
    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return String(seconds) }
        let tenThousandths = Int((abs(seconds) * 10_000).rounded())
        let fraction = String(tenThousandths % 10_000)
        let sign = seconds < 0 && tenThousandths > 0 ? "-" : ""
        return sign + String(tenThousandths / 10_000) + "." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
