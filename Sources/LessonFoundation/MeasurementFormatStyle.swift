import Foundation

// `Measurement.FormatStyle` as Apple's Foundation declares it; Foundation on Linux has none, so
// `distance.formatted()` and `Text(distance, format: .measurement(width: .abbreviated))` did not
// compile. It formats through ICU's number skeletons, as Apple's does, so `.general` shows the
// locale's preferred unit (38 °C reads "100.4°F" in en_US) and every unit name is ICU's own.

/// What a measurement is for, which picks the unit a locale prefers (roads in miles in the US).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// ICU's usage ("road", "person-height"); nil formats in the measurement's own unit.
    let icuUsage: String?

    /// The locale's preferred unit for the measurement's dimension.
    public static var general: Self { Self(icuUsage: "default") }
    /// The measurement's own unit, whatever the locale prefers.
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(icuUsage: "person") }
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    public static var road: Self { Self(icuUsage: "road") }
    public static var focalLength: Self { Self(icuUsage: "focal-length") }
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self(icuUsage: "person") }
    public static var weather: Self { Self(icuUsage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(icuUsage: "food") }
    public static var workout: Self { Self(icuUsage: "workout") }
}

extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How long the unit's name is: "kilometers", "km" or "km" run into the number.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let icuWidth: String
            public static var wide: Self { Self(icuWidth: "unit-width-full-name") }
            public static var abbreviated: Self { Self(icuWidth: "unit-width-short") }
            public static var narrow: Self { Self(icuWidth: "unit-width-narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Backs `hidesScaleName`, which Apple declares for temperatures only.
        var _hidesScaleName = false

        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            _MeasurementSkeletonFormatter(
                width: width.icuWidth, usage: usage?.icuUsage, numberFormatStyle: numberFormatStyle, locale: locale,
                hidesScaleName: _hidesScaleName
            ).format(value: measurement.value, unit: measurement.unit)
        }
    }

    /// The measurement in the locale's preferred unit, abbreviated ("100.4°F").
    public func formatted() -> String {
        Measurement<UnitType>.FormatStyle(width: .abbreviated, locale: _CourseClock.locale).format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        _CourseClock.localized(style).format(self)
    }
}

extension Foundation.FormatStyle {
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

// A style left in the current locale (`.autoupdatingCurrent`, which is the course's) follows the
// view's `\.locale`; one given another locale keeps it, as on a device.
extension Measurement<UnitTemperature>.FormatStyle {
    /// Whether a temperature is shown with "°" alone ("21°") instead of "21°C".
    public var hidesScaleName: Bool {
        get { _hidesScaleName }
        set { _hidesScaleName = newValue }
    }

    public init(
        width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        _hidesScaleName = hidesScaleName
    }
}

extension Foundation.FormatStyle where Self == Measurement<UnitTemperature>.FormatStyle {
    /// Temperatures have their own factory, every argument defaulted (`.measurement()`).
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self {
        Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement.FormatStyle: _LocaleAdjustable {
    func _withLocale(_ l: Locale) -> Self { locale == _CourseClock.locale ? locale(l) : self }
}
