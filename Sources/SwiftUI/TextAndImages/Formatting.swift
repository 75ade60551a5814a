import LessonFoundation

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
