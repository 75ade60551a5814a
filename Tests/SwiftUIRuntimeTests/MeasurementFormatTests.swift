import XCTest

@testable import SwiftUI

// Expected results are Apple's documented ones for a device set to en_US, and otherwise what ICU
// (which formats measurements on a device) writes for the locale.
private struct Forecast: View {
    let high = Measurement(value: 38, unit: UnitTemperature.celsius)
    let trail = Measurement(value: 5, unit: UnitLength.kilometers)
    var body: some View {
        VStack {
            Text(high, format: .measurement(width: .abbreviated))
            Text(trail, format: .measurement(width: .wide, usage: .asProvided))
            Text("Trail: \(trail, format: .measurement(width: .abbreviated, usage: .asProvided))")
        }
    }
}

final class MeasurementFormatTests: XCTestCase {
    func testGeneralUsageShowsTheLocalesUnit() {
        XCTAssertEqual(Measurement<UnitTemperature>(value: 38, unit: .celsius).formatted(), "100.4°F")
    }

    func testAsProvidedKeepsTheMeasurementsUnit() {
        let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        XCTAssertEqual(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided)), "36.8°C")
    }

    func testATemperatureCanHideItsScale() {
        let temperature = Measurement(value: 21, unit: UnitTemperature.celsius)
        XCTAssertEqual(temperature.formatted(.measurement()), "69.8°F")
        XCTAssertEqual(temperature.formatted(.measurement(usage: .asProvided, hidesScaleName: true)), "21°")
        XCTAssertEqual(temperature.formatted(.measurement(width: .wide, usage: .weather)), "70 degrees Fahrenheit")
        XCTAssertEqual(temperature.formatted(.measurement(usage: .weather, hidesScaleName: true)), "70°")
        let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, hidesScaleName: true)
        XCTAssertTrue(style.hidesScaleName)
        XCTAssertEqual(temperature.formatted(style), "69.8°")
        let wide = Measurement<UnitTemperature>.FormatStyle(width: .wide, usage: .asProvided)
        XCTAssertEqual(temperature.formatted(wide), "21 degrees Celsius")
        XCTAssertEqual(temperature.formatted(.measurement(width: .narrow, usage: .asProvided)), "21°C")
    }

    func testWidthsNameTheUnit() {
        let distance = Measurement(value: 5, unit: UnitLength.meters)
        XCTAssertEqual(distance.formatted(.measurement(width: .wide, usage: .asProvided)), "5 meters")
        XCTAssertEqual(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)), "5 m")
        XCTAssertEqual(distance.formatted(.measurement(width: .narrow, usage: .asProvided)), "5m")
    }

    func testARoadIsInMilesInTheUS() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        XCTAssertEqual(distance.formatted(.measurement(width: .wide, usage: .road)), "3.1 miles")
    }

    func testAPersonsHeightIsInFeetAndInches() {
        let height = Measurement(value: 1.78, unit: UnitLength.meters)
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .personHeight)), "5 ft, 10 in")
    }

    func testTheNumberStyleWritesTheConvertedNumber() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        let style = Measurement<UnitLength>.FormatStyle(
            width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(2)))
        XCTAssertEqual(distance.formatted(style), "3.11 mi")
    }

    func testAnotherLocaleUsesItsUnitsAndNumbers() {
        let temperature = Measurement(value: 100.5, unit: UnitTemperature.fahrenheit)
        let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(temperature.formatted(style), "38,055556 °C")
        let weight = Measurement(value: 1500.25, unit: UnitMass.grams)
        let grams = Measurement<UnitMass>.FormatStyle(width: .wide, locale: Locale(identifier: "de_DE"), usage: .asProvided)
        XCTAssertEqual(weight.formatted(grams), "1.500,25 Gramm")
    }

    func testTheCourseLocalePicksTheUnit() {
        defer { _CourseClock.configure(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!) }
        _CourseClock.configure(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        let temperature = Measurement<UnitTemperature>(value: 38, unit: .celsius)
        XCTAssertEqual(temperature.formatted(), "38 °C")
        let distance = Measurement(value: 5, unit: UnitLength.miles)
        XCTAssertEqual(distance.formatted(.measurement(width: .wide, usage: .road)), "8 Kilometer")
    }

    func testAUnitICUHasNoNameForIsShownInTheBaseUnit() {
        let distance = Measurement(value: 2, unit: UnitLength.hectometers)
        XCTAssertEqual(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)), "200 m")
    }

    func testTextShowsAMeasurementInTheCourseLocale() {
        let labels = HeadlessHost(Forecast()).screen.labels
        XCTAssertTrue(labels.contains("100.4°F"), "\(labels)")
        XCTAssertTrue(labels.contains("5 kilometers"), "\(labels)")
        XCTAssertTrue(labels.contains("Trail: 5 km"), "\(labels)")
    }
}
