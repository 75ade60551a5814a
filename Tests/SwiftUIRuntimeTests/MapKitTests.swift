import CoreLocation
import LessonProtocol
import MapKit
import XCTest

@testable import SwiftUI

private struct Landmark: Identifiable {
    let id: String
    let coordinate: CLLocationCoordinate2D
}

private struct LandmarkMap: View {
    @State private var position = MapCameraPosition.region(
        MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
            span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)))
    @State private var tapped = "Nothing tapped"
    let landmarks = [
        Landmark(id: "Eiffel Tower", coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
        Landmark(id: "Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)),
    ]

    var body: some View {
        VStack {
            Map(position: $position) {
                ForEach(landmarks) { landmark in
                    Marker(landmark.id, systemImage: "building.columns", coordinate: landmark.coordinate)
                        .tint(.red)
                }
                Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)) {
                    Image(systemName: "house.fill")
                        .onTapGesture { tapped = "Home tapped" }
                        .accessibilityIdentifier("home")
                }
                MapPolyline(coordinates: landmarks.map(\.coordinate)).stroke(.blue, lineWidth: 3)
            }
            .mapStyle(.standard)
            Text(tapped)
        }
    }
}

final class MapKitTests: XCTestCase {
    func testMarkersAndAnnotationsAreElementsOfTheMap() throws {
        let response = try _LessonHost.respond(
            to: LessonRequest(example: "map", actions: [.tap(.label("Eiffel Tower")), .tap(.identifier("home"))]),
            examples: ["map": { AnyView(LandmarkMap()) }])
        let screen = response.initial.screen
        XCTAssertNotNil(screen.first("Map", role: .group) ?? screen.flattened.first { $0.label == "Map" })
        XCTAssertNotNil(screen.first("Eiffel Tower", role: .button))
        XCTAssertNotNil(screen.first("Louvre", role: .button))
        XCTAssertTrue(screen.contains(text: "Home"))
        XCTAssertNil(response.steps[0].error, "a marker can be tapped")
        XCTAssertTrue(response.steps.last!.screen.contains(text: "Home tapped"), "\(response.steps.last!.error ?? "")")
    }

    func testDistancesAndRegions() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        // About 343.5 km between the two centres (great circle).
        XCTAssertEqual(paris.distance(from: london) / 1000, 343.5, accuracy: 1.5)
        XCTAssertEqual(paris.distance(from: paris), 0)
        let region = MKCoordinateRegion(
            center: paris.coordinate, latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        XCTAssertEqual(region.span.latitudeDelta, 1, accuracy: 0.0001)
        XCTAssertGreaterThan(region.span.longitudeDelta, 1.4, "a degree of longitude is shorter away from the equator")
        XCTAssertNil(CLLocationManager().location, "no position is ever delivered")
    }
}
