@_exported import CoreLocation
import SwiftUI

/// A span of the map in degrees.
public struct MKCoordinateSpan: Sendable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// The part of the map shown: a centre and a span.
public struct MKCoordinateRegion: Sendable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}

/// Where a map's camera looks from.
public struct MapCamera: Sendable, Equatable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// What a `Map` shows: a region, a camera, the user's location, or what fits its content.
public struct MapCameraPosition: Sendable, Equatable {
    public private(set) var region: MKCoordinateRegion?
    public private(set) var camera: MapCamera?
    public private(set) var followsUserLocation = false
    public private(set) var positionedByUser = false
    /// True for `.automatic`: the map frames its content.
    public var _isAutomatic: Bool { region == nil && camera == nil && !followsUserLocation }

    public static var automatic: MapCameraPosition { MapCameraPosition() }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.region = region
        return position
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.camera = camera
        return position
    }
    /// The user's location: the map cannot know it, so it shows `fallback` (as a device does before
    /// the person allows location access).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        var position = fallback
        position.followsUserLocation = true
        return position
    }
}

/// How a map is drawn.
public struct MapStyle: Sendable, Equatable {
    let name: String
    public static var standard: MapStyle { MapStyle(name: "standard") }
    public static var imagery: MapStyle { MapStyle(name: "imagery") }
    public static var hybrid: MapStyle { MapStyle(name: "hybrid") }
    public static func standard(elevation: Elevation = .automatic) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic) -> MapStyle { .hybrid }

    public enum Elevation: Sendable { case automatic, flat, realistic }
}

/// The gestures a map answers; kept as given (checkpoints do not pan or zoom).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

extension View {
    /// The map's look; the phone drawing is the same for every style.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
}
