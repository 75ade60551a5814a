import SwiftUI

// MapKit for SwiftUI. A map is drawn as a map tile holding its markers and annotations; each
// marker is an element a checkpoint reads and taps by its title ("Eiffel Tower"). Panning and
// zooming cannot be performed, and the tiles themselves are not drawn.

/// A map showing `content` (`Marker`, `Annotation`, `MapPolyline`, in a `ForEach` too).
public struct Map<Content: View>: View {
    let content: Content
    let position: MapCameraPosition

    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> Content
    ) {
        self.content = content()
        position = initialPosition
    }

    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
        self.content = content()
        self.position = position.wrappedValue
    }

    /// Selecting a marker by tapping it is not performed; the map shows its markers as buttons.
    public init<SelectionValue: Hashable>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
        self.content = content()
        self.position = position.wrappedValue
    }

    public var body: some View {
        ZStack {
            Color(uiColor: .systemGreen).opacity(0.2)
            VStack { content }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Map")
    }
}

extension Map where Content == EmptyView {
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
        self.init(initialPosition: initialPosition, interactionModes: interactionModes) { EmptyView() }
    }

    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        self.init(position: position, interactionModes: interactionModes) { EmptyView() }
    }

    /// The iOS 14 form (`Map(coordinateRegion: $region)`), still in Apple's first SwiftUI tutorial.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all) {
        self.init(initialPosition: .region(coordinateRegion.wrappedValue)) { EmptyView() }
    }
}

/// Limits on where a map's camera may go; accepted as given.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a map's content is: views (markers and annotations are views here), built by the same builder.
public typealias MapContentBuilder = ViewBuilder
public typealias MapContent = View

/// A balloon marker at a coordinate, named by its title.
public struct Marker<Label: View>: View {
    let title: Text
    let systemImage: String?
    public let coordinate: CLLocationCoordinate2D

    public var body: some View {
        Button {
        } label: {
            if let systemImage {
                SwiftUI.Label {
                    title
                } icon: {
                    Image(systemName: systemImage)
                }
            } else {
                title
            }
        }
    }
}

extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), systemImage: systemImage, coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), systemImage: systemImage, coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), coordinate: coordinate)
    }

    init(title: Text, systemImage: String? = nil, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.systemImage = systemImage
        self.coordinate = coordinate
    }
}

/// A view of the lesson's own at a coordinate, with its title under it.
public struct Annotation<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public let coordinate: CLLocationCoordinate2D

    public var body: some View {
        VStack {
            content
            label
        }
    }
}

extension Annotation where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
        @ViewBuilder content: () -> Content
    ) {
        label = Text(titleKey)
        self.content = content()
        self.coordinate = coordinate
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
    ) {
        label = Text(String(title))
        self.content = content()
        self.coordinate = coordinate
    }
}

/// A line through coordinates; nothing a person reads, so no element.
public struct MapPolyline: View {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }
    public enum ContourStyle: Sendable { case straight, geodesic }
    public var body: some View { EmptyView() }
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat) -> MapPolyline { self }
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> MapPolyline { self }
}

extension View {
    /// Whether markers show their titles; a marker's title is always what a checkpoint reads it by.
    public func annotationTitles(_ visibility: Visibility) -> some View { self }
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
}

/// Map controls a person taps on a device; accepted and not drawn.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct UserAnnotation: View {
    public init() {}
    public var body: some View { EmptyView() }
}
