import Foundation
import LessonProtocol

/// A custom alignment: where its guide lies in a view that does not set it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, as `alignmentGuide`'s closure reads them: the size
/// the point layout (`AlignmentLayout.swift`) found for the view, each guide where it lies by
/// default in that size (a custom one by its `AlignmentID`'s default value). A custom `Layout`
/// reads a subview's size through `dimensions(in:)`.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat { _defaultGuide(guide.name, isHorizontal: true, in: self) }

    public subscript(guide: VerticalAlignment) -> CGFloat { _defaultGuide(guide.name, isHorizontal: false, in: self) }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Sets where a guide lies in this view: a stack aligned on that guide lines its children up
    /// on their values.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _layoutStep(.alignmentGuide(_AlignmentGuideStep(name: g.name, isHorizontal: true, compute: computeValue)))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _layoutStep(.alignmentGuide(_AlignmentGuideStep(name: g.name, isHorizontal: false, compute: computeValue)))
    }
}
