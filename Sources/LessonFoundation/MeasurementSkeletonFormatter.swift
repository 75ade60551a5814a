import Foundation

/// Builds the ICU skeleton for a measurement style and formats with it.
struct _MeasurementSkeletonFormatter {
    var width: String
    /// ICU's usage, or nil to keep the measurement's unit.
    var usage: String?
    var numberFormatStyle: FloatingPointFormatStyle<Double>?
    var locale: Locale
    /// A temperature shown with "°" alone ("21°"), its scale left out.
    var hidesScaleName = false

    func format(value: Double, unit: Dimension) -> String {
        var value = value
        var identifier = _ICUUnitIdentifier.identifier(for: unit)
        if identifier == nil, let base = baseUnit(of: unit), let baseIdentifier = _ICUUnitIdentifier.identifier(for: base) {
            value = unit.converter.baseUnitValue(fromValue: value)
            identifier = baseIdentifier
        }
        guard let identifier else { return plain(value, unit) }
        var parts = ["measure-unit/\(identifier)", width]
        if let usage { parts.append("usage/\(usage)") }
        // `.general` shows up to six fraction digits, as Apple's documentation shows (38 °C is
        // "100.4°F", not ICU's whole-number default for a converted unit); a specific usage keeps
        // the precision CLDR gives it ("3.1 mi" for a road).
        let precision = numberFormatStyle == nil && (usage == nil || usage == "default") ? [".######"] : []
        if hidesScaleName && identifier.hasPrefix("temperature-") {
            // ICU picks and converts the unit; the number is then written with a bare degree sign.
            let exact = numberFormatStyle == nil ? precision : ["precision-unlimited"]
            guard let converted = convertedNumber(value, parts + exact) else { return plain(value, unit) }
            let degrees = ["measure-unit/temperature-generic", width]
            guard let numberFormatStyle else {
                return icuFormat(converted, degrees + ["precision-unlimited"]) ?? plain(value, unit)
            }
            return formatWithNumberStyle(converted, degrees, numberFormatStyle) ?? plain(value, unit)
        }
        guard let numberFormatStyle else { return icuFormat(value, parts + precision) ?? plain(value, unit) }
        return formatWithNumberStyle(value, parts, numberFormatStyle) ?? plain(value, unit)
    }

    /// ICU picks the unit and converts; the lesson's number style then writes the number.
    private func formatWithNumberStyle(
        _ value: Double, _ parts: [String], _ style: FloatingPointFormatStyle<Double>
    )
        -> String?
    {
        let exact = parts + ["precision-unlimited", "group-off", "numbering-system/latn"]
        guard let result = _ICUNumberSkeleton.format(value, skeleton: exact.joined(separator: " "), locale: icuLocale)
        else { return nil }
        guard let range = result.numberRange else { return result.text }
        let utf16 = Array(result.text.utf16)
        let numberText = String(decoding: utf16[range], as: UTF16.self)
        guard let converted = parseNumber(numberText) else { return result.text }
        let number = style.locale(locale).format(converted)
        return String(decoding: utf16[..<range.lowerBound], as: UTF16.self) + number
            + String(decoding: utf16[range.upperBound...], as: UTF16.self)
    }

    /// The number ICU writes for the value in the unit it picks, rounded as the skeleton says.
    private func convertedNumber(_ value: Double, _ parts: [String]) -> Double? {
        let skeleton = (parts + ["group-off", "numbering-system/latn"]).joined(separator: " ")
        guard let result = _ICUNumberSkeleton.format(value, skeleton: skeleton, locale: icuLocale),
            let range = result.numberRange
        else { return nil }
        return parseNumber(String(decoding: Array(result.text.utf16)[range], as: UTF16.self))
    }

    private func parseNumber(_ text: String) -> Double? {
        let decimal = locale.decimalSeparator ?? "."
        var normalized = ""
        for character in text {
            if character.isASCII && character.isNumber {
                normalized.append(character)
            } else if String(character) == decimal {
                normalized.append(".")
            } else if "-−‐".contains(character) {
                normalized.append("-")
            }
        }
        return Double(normalized)
    }

    private func icuFormat(_ value: Double, _ parts: [String]) -> String? {
        _ICUNumberSkeleton.format(value, skeleton: parts.joined(separator: " "), locale: icuLocale)?.text
    }

    private var icuLocale: String { locale.identifier }

    /// The dimension's base unit (meters for a length), for units ICU has no name for.
    private func baseUnit(of unit: Dimension) -> Dimension? {
        (type(of: unit) as Dimension.Type).baseUnit()
    }

    /// The last resort, for a dimension ICU knows nothing of: the number and the unit's symbol.
    private func plain(_ value: Double, _ unit: Dimension) -> String {
        (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(value) + " " + unit.symbol
    }
}
