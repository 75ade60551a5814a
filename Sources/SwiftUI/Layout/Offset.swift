import Foundation
import LessonProtocol

extension View {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Moves the drawing without moving the layout, as `offset(x:y:)` does.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}
