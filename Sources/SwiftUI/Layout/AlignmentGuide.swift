import Foundation
import LessonProtocol

/// A custom alignment: where its guide lies in a view that does not set it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, as `alignmentGuide`'s closure reads them. For
/// `alignmentGuide` a view's size is the frame it was given, else zero, and its guides are where
/// they would be in that size; the point layout (`PointLayout.swift`) does not move views by
/// custom guides yet. A custom `Layout` reads a subview's real size through `dimensions(in:)`.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .trailing: width
        default: width / 2
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .bottom, .lastTextBaseline: height
        case .firstTextBaseline: height * 0.8
        default: height / 2
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    // Moving a view along its stack's guide shifts its drawing by points; the elements a person
    // reads and taps are the same, in the same order.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
}
