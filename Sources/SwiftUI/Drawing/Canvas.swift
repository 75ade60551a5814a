import Foundation
import LessonProtocol

/// A view drawn by code: the renderer is called with a context and the canvas's size (the
/// screen's, or the frame around it), and what it draws is the phone drawing's picture, paths in
/// their colours and text where it was placed. Like an image, a canvas is no element a person or
/// XCUITest finds unless accessibility modifiers make it one.
public struct Canvas<Symbols: View>: View, _PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let env = ctx.env
        let renderer = self.renderer
        func draw(_ size: CGSize) -> GraphicsContext.Recording {
            let recording = GraphicsContext.Recording(size: size)
            var context = GraphicsContext(recording: recording, environment: env)
            renderer(&context, size)
            return recording
        }
        // Drawn like a ZStack: every drawing lies on the same canvas.
        var canvas = _Element(role: .stack, style: ScreenStyle { $0.axis = .depth })
        // Each drawing draws again when a frame gives the canvas another size.
        canvas.children = draw(_unframedShapeSize).drawings.enumerated().map { index, drawing in
            var drawing = drawing
            if drawing.style.kind == .path {
                drawing.shapePath = { rect in draw(rect.size).paths[index] ?? Path() }
            }
            return drawing
        }
        return [canvas]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}
