import Foundation

// Foundation's units as ICU names them ("length-kilometer"), for a measurement skeleton. A unit ICU
// has no name for (a custom `Dimension`, `UnitLength.hectometers`) is formatted in its dimension's
// base unit instead, converted, so the quantity shown is still right.
enum _ICUUnitIdentifier {
    static func identifier(for unit: Dimension) -> String? {
        table.first { $0.unit == unit }?.identifier
    }

    private static let table: [(unit: Dimension, identifier: String)] =
        length + temperature + mass + volume + speed + duration + energy + angle + area + pressure + power
        + consumption

    private static let length: [(unit: Dimension, identifier: String)] = [
        (UnitLength.meters, "length-meter"), (UnitLength.kilometers, "length-kilometer"),
        (UnitLength.centimeters, "length-centimeter"), (UnitLength.millimeters, "length-millimeter"),
        (UnitLength.decimeters, "length-decimeter"), (UnitLength.micrometers, "length-micrometer"),
        (UnitLength.nanometers, "length-nanometer"), (UnitLength.picometers, "length-picometer"),
        (UnitLength.inches, "length-inch"), (UnitLength.feet, "length-foot"), (UnitLength.yards, "length-yard"),
        (UnitLength.miles, "length-mile"), (UnitLength.scandinavianMiles, "length-mile-scandinavian"),
        (UnitLength.nauticalMiles, "length-nautical-mile"), (UnitLength.fathoms, "length-fathom"),
        (UnitLength.furlongs, "length-furlong"), (UnitLength.lightyears, "length-light-year"),
        (UnitLength.astronomicalUnits, "length-astronomical-unit"), (UnitLength.parsecs, "length-parsec"),
    ]

    private static let temperature: [(unit: Dimension, identifier: String)] = [
        (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
        (UnitTemperature.kelvin, "temperature-kelvin"),
    ]

    private static let mass: [(unit: Dimension, identifier: String)] = [
        (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
        (UnitMass.micrograms, "mass-microgram"), (UnitMass.metricTons, "mass-tonne"), (UnitMass.pounds, "mass-pound"),
        (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"), (UnitMass.shortTons, "mass-ton"),
        (UnitMass.carats, "mass-carat"), (UnitMass.ouncesTroy, "mass-ounce-troy"),
    ]

    private static let volume: [(unit: Dimension, identifier: String)] = [
        (UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"),
        (UnitVolume.centiliters, "volume-centiliter"), (UnitVolume.deciliters, "volume-deciliter"),
        (UnitVolume.megaliters, "volume-megaliter"), (UnitVolume.cubicMeters, "volume-cubic-meter"),
        (UnitVolume.cubicCentimeters, "volume-cubic-centimeter"), (UnitVolume.cubicKilometers, "volume-cubic-kilometer"),
        (UnitVolume.cubicInches, "volume-cubic-inch"), (UnitVolume.cubicFeet, "volume-cubic-foot"),
        (UnitVolume.cubicYards, "volume-cubic-yard"), (UnitVolume.cubicMiles, "volume-cubic-mile"),
        (UnitVolume.acreFeet, "volume-acre-foot"), (UnitVolume.bushels, "volume-bushel"),
        (UnitVolume.teaspoons, "volume-teaspoon"), (UnitVolume.tablespoons, "volume-tablespoon"),
        (UnitVolume.fluidOunces, "volume-fluid-ounce"), (UnitVolume.cups, "volume-cup"),
        (UnitVolume.pints, "volume-pint"), (UnitVolume.quarts, "volume-quart"), (UnitVolume.gallons, "volume-gallon"),
        (UnitVolume.imperialFluidOunces, "volume-fluid-ounce-imperial"),
        (UnitVolume.imperialGallons, "volume-gallon-imperial"), (UnitVolume.metricCups, "volume-cup-metric"),
    ]

    private static let speed: [(unit: Dimension, identifier: String)] = [
        (UnitSpeed.metersPerSecond, "speed-meter-per-second"), (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"),
        (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot"),
    ]

    private static let duration: [(unit: Dimension, identifier: String)] = [
        (UnitDuration.seconds, "duration-second"), (UnitDuration.minutes, "duration-minute"),
        (UnitDuration.hours, "duration-hour"), (UnitDuration.milliseconds, "duration-millisecond"),
        (UnitDuration.microseconds, "duration-microsecond"), (UnitDuration.nanoseconds, "duration-nanosecond"),
    ]

    private static let energy: [(unit: Dimension, identifier: String)] = [
        (UnitEnergy.joules, "energy-joule"), (UnitEnergy.kilojoules, "energy-kilojoule"),
        (UnitEnergy.calories, "energy-calorie"), (UnitEnergy.kilocalories, "energy-kilocalorie"),
        (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
    ]

    private static let angle: [(unit: Dimension, identifier: String)] = [
        (UnitAngle.degrees, "angle-degree"), (UnitAngle.radians, "angle-radian"),
        (UnitAngle.arcMinutes, "angle-arc-minute"), (UnitAngle.arcSeconds, "angle-arc-second"),
        (UnitAngle.revolutions, "angle-revolution"),
    ]

    private static let area: [(unit: Dimension, identifier: String)] = [
        (UnitArea.squareMeters, "area-square-meter"), (UnitArea.squareKilometers, "area-square-kilometer"),
        (UnitArea.squareCentimeters, "area-square-centimeter"), (UnitArea.squareInches, "area-square-inch"),
        (UnitArea.squareFeet, "area-square-foot"), (UnitArea.squareYards, "area-square-yard"),
        (UnitArea.squareMiles, "area-square-mile"), (UnitArea.acres, "area-acre"), (UnitArea.hectares, "area-hectare"),
    ]

    private static let pressure: [(unit: Dimension, identifier: String)] = [
        (UnitPressure.newtonsPerMetersSquared, "pressure-pascal"), (UnitPressure.hectopascals, "pressure-hectopascal"),
        (UnitPressure.kilopascals, "pressure-kilopascal"), (UnitPressure.megapascals, "pressure-megapascal"),
        (UnitPressure.bars, "pressure-bar"), (UnitPressure.millibars, "pressure-millibar"),
        (UnitPressure.inchesOfMercury, "pressure-inch-ofhg"), (UnitPressure.millimetersOfMercury, "pressure-millimeter-ofhg"),
        (UnitPressure.poundsForcePerSquareInch, "pressure-pound-force-per-square-inch"),
    ]

    private static let power: [(unit: Dimension, identifier: String)] = [
        (UnitPower.watts, "power-watt"), (UnitPower.kilowatts, "power-kilowatt"), (UnitPower.megawatts, "power-megawatt"),
        (UnitPower.gigawatts, "power-gigawatt"), (UnitPower.milliwatts, "power-milliwatt"),
        (UnitPower.horsepower, "power-horsepower"),
    ]

    private static let consumption: [(unit: Dimension, identifier: String)] = [
        (UnitFuelEfficiency.litersPer100Kilometers, "consumption-liter-per-100-kilometer"),
        (UnitFuelEfficiency.milesPerGallon, "consumption-mile-per-gallon"),
        (UnitFuelEfficiency.milesPerImperialGallon, "consumption-mile-per-gallon-imperial"),
    ]
}
