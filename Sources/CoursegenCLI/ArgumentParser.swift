import Diagnostics

/// A small declarative parser for `coursegen`'s options: each command lists its options once,
/// and the same list drives parsing, validation and `--help`.
struct OptionSpec {
    enum Kind {
        case flag
        case value(placeholder: String)
    }
    let name: String  // without dashes: "content"
    let kind: Kind
    let help: String
    let defaultDescription: String?

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help, defaultDescription: nil)
    }
    static func value(_ name: String, _ placeholder: String, _ help: String, default defaultDescription: String? = nil) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help, defaultDescription: defaultDescription)
    }
}

/// A usage mistake: printed with the command's usage line, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Parsed options of one command.
struct ParsedOptions {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: String] = [:]
    /// Arguments that are not options (`coursegen init my-course`), in order.
    private(set) var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ name: String) -> String? { values[name] }

    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw UsageError("--\(name) expects a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// - Parameter positionals: how many arguments that are not options the command takes.
    static func parse(_ arguments: [String], specs: [OptionSpec], positionals: Int = 0) throws -> ParsedOptions {
        var parsed = ParsedOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                guard parsed.positionals.count < positionals, !argument.hasPrefix("-") else {
                    throw UsageError("unexpected argument '\(argument)'")
                }
                parsed.positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                var message = "unknown option '--\(name)'"
                if let guess = Suggestions.closest(to: name, in: specs.map(\.name)) { message += "; did you mean '--\(guess)'?" }
                throw UsageError(message)
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
            case .value:
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError("--\(name) needs a value")
                    }
                    parsed.values[name] = arguments[index]
                    index += 1
                }
            }
        }
        return parsed
    }
}

/// Formats an options table for `--help`, aligned like argument-parser's output.
func helpText(usage: String, overview: String, specs: [OptionSpec]) -> String {
    var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", "", "OPTIONS:"]
    let rows =
        specs.map { spec -> (String, String) in
            var left = "--\(spec.name)"
            if case .value(let placeholder) = spec.kind { left += " <\(placeholder)>" }
            var right = spec.help
            if let defaultDescription = spec.defaultDescription { right += " (default: \(defaultDescription))" }
            return (left, right)
        } + [("-h, --help", "Show help information.")]
    let width = rows.map(\.0.count).max() ?? 0
    for (left, right) in rows {
        lines.append("  " + left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + right)
    }
    return lines.joined(separator: "\n")
}
