import UIKit

extension Color {
    /// A UIKit colour: a system colour keeps its name (`systemRed`), a custom one its components.
    public init(uiColor: UIColor) {
        if let c = uiColor._components {
            self.init(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
        } else {
            self.init(name: uiColor._systemName ?? "label")
        }
    }

    /// `Color(.systemBackground)`: the older spelling of `init(uiColor:)`. Disfavoured, so that
    /// `Color(.brand)` means the asset catalog's colour resource when Xcode's generated symbols
    /// declare `brand` on both `ColorResource` and `UIColor`, as it compiles in an app.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension Image {
    /// A UIKit image: a named image reads as its asset, a symbol as the symbol, decoded bytes as an
    /// unnamed image.
    public init(uiImage: UIImage) {
        systemName = uiImage._systemName
        name = uiImage._name
    }
}

/// A UIKit view controller showing SwiftUI views (a page of a `UIPageViewController`). Inside a
/// representable, which is drawn as a placeholder, its view is never shown.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
