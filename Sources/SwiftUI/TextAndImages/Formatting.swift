/// Format styles that can be pinned to a locale. Formatting always uses the host's locale so that
/// `$29.36` reads the same on every machine, whatever the process's own locale is.
protocol _LocaleAdjustable {
    func _withLocale(_ locale: Locale) -> Self
}

extension Decimal.FormatStyle: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension Decimal.FormatStyle.Currency: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension Decimal.FormatStyle.Percent: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle.Currency: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle.Percent: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension FloatingPointFormatStyle: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension FloatingPointFormatStyle.Currency: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension FloatingPointFormatStyle.Percent: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }
extension Date.FormatStyle: _LocaleAdjustable { func _withLocale(_ l: Locale) -> Self { locale(l) } }

func _localized<F>(_ format: F, _ locale: Locale) -> F {
    let localized = (format as? _LocaleAdjustable)?._withLocale(locale) as? F ?? format
    // Dates are shown in the course's time zone, as the device running the lesson is set to it.
    if var date = localized as? Date.FormatStyle {
        date.timeZone = _CourseClock.timeZone
        return date as? F ?? localized
    }
    return localized
}

/// Formats with a style pinned to the locale.
func _format<F: FormatStyle>(_ value: F.FormatInput, _ format: F, _ locale: Locale) -> String where F.FormatOutput == String {
    _localized(format, locale).format(value)
}

/// Parses what a person typed the way the real field does: through the field's own format, then,
/// for currency and percent fields, also as a plain number ("73.40" into a dollar field).
func _parse<F: ParseableFormatStyle>(_ text: String, _ format: F, _ locale: Locale) -> F.FormatInput? where F.FormatOutput == String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let value = try? _localized(format, locale).parseStrategy.parse(trimmed) { return value }
    let fallback: Any?
    switch format {
    case is Decimal.FormatStyle.Currency, is Decimal.FormatStyle.Percent:
        fallback = try? Decimal.FormatStyle(locale: locale).parseStrategy.parse(trimmed)
    case is FloatingPointFormatStyle<Double>.Currency, is FloatingPointFormatStyle<Double>.Percent:
        fallback = try? FloatingPointFormatStyle<Double>(locale: locale).parseStrategy.parse(trimmed)
    case is IntegerFormatStyle<Int>.Currency, is IntegerFormatStyle<Int>.Percent:
        fallback = try? IntegerFormatStyle<Int>(locale: locale).parseStrategy.parse(trimmed)
    default:
        fallback = nil
    }
    if format is Decimal.FormatStyle.Percent || format is FloatingPointFormatStyle<Double>.Percent {
        // A bare "20" typed into a percent field means 20 %, as the field shows it.
        if let d = fallback as? Decimal { return (d / 100) as? F.FormatInput }
        if let d = fallback as? Double { return (d / 100) as? F.FormatInput }
    }
    return fallback as? F.FormatInput
}
