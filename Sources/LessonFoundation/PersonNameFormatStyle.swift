import Foundation

// `PersonNameComponents.FormatStyle` as Apple's Foundation declares it; Foundation on Linux has
// none, so `name.formatted(.name(style: .medium))` did not compile. Names are written in the
// English order (given name, then family name) in every locale: a device writes "杨振宁" family
// name first in Chinese and Japanese, which this does not reproduce.

extension PersonNameComponents {
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The same as `medium`.
            case `default` = 0
            /// The nickname if there is one, else the given name ("Tom").
            case short = 1
            /// The given and family names ("Thomas Clark").
            case medium = 2
            /// Every component but the nickname ("Dr. Thomas Louis Clark Esq.").
            case long = 3
            /// The initials of the given and family names ("TC").
            case abbreviated = 4
        }

        public var style: Style
        public var locale: Locale

        public init(style: Style = .default, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        public func format(_ value: PersonNameComponents) -> String {
            let given = Self.present(value.givenName)
            let family = Self.present(value.familyName)
            switch style {
            case .default, .medium:
                let name = Self.joined([given, family])
                return name.isEmpty ? Self.joined([Self.present(value.nickname)]) : name
            case .short:
                return Self.present(value.nickname) ?? given ?? family ?? ""
            case .long:
                return Self.joined([
                    Self.present(value.namePrefix), given, Self.present(value.middleName), family,
                    Self.present(value.nameSuffix),
                ])
            case .abbreviated:
                return [given, family].compactMap { $0?.first.map { String($0).uppercased() } }.joined()
            }
        }

        private static func present(_ component: String?) -> String? {
            guard let text = component?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }

        private static func joined(_ components: [String?]) -> String {
            components.compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The name in the default (medium) style: "Thomas Clark".
    public func formatted() -> String { PersonNameComponents.FormatStyle(locale: _CourseClock.locale).format(self) }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        _CourseClock.localized(style).format(self)
    }
}

extension Foundation.FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}

// A style left in the current locale (`.autoupdatingCurrent`, which is the course's) follows the
// view's `\.locale`; one given another locale keeps it, as on a device.
extension PersonNameComponents.FormatStyle: _LocaleAdjustable {
    func _withLocale(_ l: Locale) -> Self { locale == _CourseClock.locale ? locale(l) : self }
}
