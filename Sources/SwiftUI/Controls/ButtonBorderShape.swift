import Foundation

/// The outline of a bordered button. A look only: the button reads and taps the same.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle \(_number(radius))")
    }
}

extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
