import LessonProtocol
import UIKit

/// An image; only its name matters headlessly (symbols report `systemImage`).
public struct Image: View, _PrimitiveView, Hashable {
    public typealias Body = Never
    let systemName: String?
    let name: String?
    /// `Image(decorative:)`: drawn, but not an element VoiceOver or a checkpoint finds.
    var isDecorative = false

    public init(systemName: String) {
        self.systemName = systemName
        name = nil
    }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        systemName = nil
    }

    /// A symbol with a variable value (0…1: how much of a Wi-Fi or speaker symbol is filled). The
    /// drawing shows the symbol; VoiceOver reads its name either way.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image set by the symbol Xcode generates for it: `Image(.logo)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }

    /// An image that only decorates: VoiceOver skips it, as a device does.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    public func resizable() -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable { case template, original }
    public enum Scale: Hashable { case small, medium, large }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .image, style: ctx.inheritedStyle(for: .image))
        if let systemName {
            // `.symbolVariant(.fill)` and friends pick the symbol's variant, as the symbol font does.
            var name = systemName
            for suffix in ctx.env.symbolVariantSuffixes where !name.hasSuffix(suffix) && !name.contains(suffix + ".") { name += suffix }
            element.style.systemImage = name
            // VoiceOver reads a symbol by its accessibility label: a word for a few, else its name.
            if !isDecorative { element.style.accessibilityLabel = _symbolAccessibilityLabel(name) }
        }
        if let name { element.style.name = name }
        if isDecorative { element.style.accessibilityHidden = true }
        return [element]
    }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { _elementFact(\.imageScale, scale.fact) }
}

extension Image.Scale {
    var fact: ScreenStyle.ImageScale {
        switch self {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}
