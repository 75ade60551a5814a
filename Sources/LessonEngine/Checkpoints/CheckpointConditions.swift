import Diagnostics
import LessonProtocol

// The phone settings a checkpoint runs under, written on its opening fence as a person names them
// in Settings and SwiftUI names them in code:
//   ```checkpoint example=tips appearance=dark
//   ```checkpoint dynamic-type=accessibility1
//   ```checkpoint layout-direction=rightToLeft
extension DeviceConditions {
    /// The fence attributes, with the values each takes.
    static let attributes: [(name: String, values: [String])] = [
        ("appearance", Appearance.allCases.map(\.rawValue)),
        ("dynamic-type", TypeSize.allCases.map(\.rawValue)),
        ("layout-direction", Direction.allCases.map(\.rawValue)),
    ]

    /// The conditions a checkpoint's fence attributes set; an unknown value is an error at the
    /// fence, naming the values there are.
    static func parse(_ given: [String: String], at location: SourceLocation) -> (DeviceConditions, [Diagnostic]) {
        var conditions = DeviceConditions()
        var problems: [Diagnostic] = []
        for (name, values) in attributes {
            guard let value = given[name] else { continue }
            switch name {
            case "appearance": conditions.appearance = Appearance(rawValue: value)
            case "dynamic-type": conditions.dynamicTypeSize = TypeSize(rawValue: value)
            default: conditions.layoutDirection = Direction(rawValue: value)
            }
            guard !values.contains(value) else { continue }
            var message = "unknown \(name) '\(value)'"
            // "right-to-left" and "AX1" are how people say them; the suggestion is SwiftUI's spelling.
            let spoken = value.replacingOccurrences(of: "-", with: "").lowercased()
            let guess =
                values.first { $0.lowercased() == spoken }
                ?? (spoken.hasPrefix("ax") ? values.first { $0 == "accessibility" + spoken.dropFirst(2) } : nil)
                ?? Suggestions.closest(to: value, in: values)
            if let guess { message += "; did you mean '\(guess)'?" }
            problems.append(.error(message, at: location, notes: ["\(name)= takes " + values.joined(separator: ", ")]))
        }
        return (conditions, problems)
    }

    /// How the transcript's caption names them: "Dark appearance, text size accessibility1, right to left".
    public var summary: String? {
        var parts: [String] = []
        if let appearance { parts.append(appearance == .dark ? "Dark appearance" : "Light appearance") }
        if let dynamicTypeSize { parts.append("text size \(dynamicTypeSize.rawValue)") }
        if layoutDirection == .rightToLeft { parts.append("right to left") }
        if layoutDirection == .leftToRight { parts.append("left to right") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
