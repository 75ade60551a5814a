import Foundation
import LessonProtocol

/// One layout modifier of an element, in the order the lesson applied them (innermost first):
/// the point layout (`PointLayout.swift`) sizes and places the element through these, as SwiftUI
/// wraps a view in one layout view per modifier — `.padding().frame(width: 200)` is 200 wide,
/// `.frame(width: 200).padding()` is 232.
enum _LayoutStep {
    case padding(EdgeInsets)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    /// `.offset`: moves the drawing (and what geometry inside it reads) without changing layout.
    case offset(CGSize)
    /// Whoever reads the geometry of the view at this level (`GeometryReader`, `visualEffect`,
    /// `onGeometryChange`) is told the frame the layout found for it.
    case report(_GeometryReport)
    /// `.coordinateSpace(name:)`: frames inside can be measured from this level's origin.
    case coordinateSpace(AnyHashable)
    /// `.position(x:y:)`: the view's centre at this point of the space offered, all of which it takes.
    case position(CGPoint)
    /// `.gridCellColumns(_:)` and `.gridColumnAlignment(_:)`: read by the `Grid` holding the cell.
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    /// `.gridCellUnsizedAxes(_:)`: the cell takes the size its row and column give it along these axes.
    case gridCellUnsizedAxes(Axis.Set)
    /// `.fixedSize(horizontal:vertical:)`: the view is offered no length along these axes (its ideal).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: read by the stack sharing its length.
    case layoutPriority(Double)
    /// `.alignmentGuide(_:computeValue:)`: read by the stack lining its children up (`AlignmentLayout.swift`).
    case alignmentGuide(_AlignmentGuideStep)
}

/// Where the layout tells a geometry reader its frame; `receive` changes state only when the
/// frame differs from the one the reader last saw, so the layout settles.
struct _GeometryReport {
    let receive: (_PlacedGeometry) -> Void
}

/// A frame as a device's layout found it: in screen (global) points, plus the frames of the
/// named coordinate spaces around it.
struct _PlacedGeometry: Equatable {
    var frame: CGRect
    var named: [AnyHashable: CGRect] = [:]
    /// For a scroll view's own report (`onScrollGeometryChange`): its content's size and offset.
    var scroll: ScrollGeometry?

    func closeTo(_ other: _PlacedGeometry) -> Bool {
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
        return near(frame.minX, other.frame.minX) && near(frame.minY, other.frame.minY)
            && near(frame.width, other.frame.width) && near(frame.height, other.frame.height)
            && named == other.named && scroll == other.scroll
    }
}

/// Appends a layout step to each element its content makes.
struct _LayoutStepModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let step: _LayoutStep
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            element.layoutSteps.append(step)
            return element
        }
    }
}

extension View {
    func _layoutStep(_ step: _LayoutStep) -> some View { modifier(_LayoutStepModifier(step: step)) }
}
