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

public func _localized<F>(_ format: F, _ locale: Locale) -> F {
    let localized = (format as? _LocaleAdjustable)?._withLocale(locale) as? F ?? format
    // Dates are shown in the course's time zone, as the device running the lesson is set to it.
    if var date = localized as? Date.FormatStyle {
        date.timeZone = _CourseClock.timeZone
        return date as? F ?? localized
    }
    return localized
}
