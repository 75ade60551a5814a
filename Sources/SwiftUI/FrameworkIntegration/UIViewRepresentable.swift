import LessonProtocol
import UIKit

/// A UIKit view inside SwiftUI. It compiles as on a device, but the lesson runtime has no UIKit
/// drawing: `makeUIView` is never called, and the screen shows a placeholder labelled with the
/// type's name (the build says so at the line that declares it).
public protocol UIViewRepresentable: View where Body == _UIKitPlaceholder {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: _UIKitPlaceholder { _UIKitPlaceholder(typeName: "\(Self.self)") }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller inside SwiftUI; drawn as `UIViewRepresentable` is.
public protocol UIViewControllerRepresentable: View where Body == _UIKitPlaceholder {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public var body: _UIKitPlaceholder { _UIKitPlaceholder(typeName: "\(Self.self)") }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// What a representable draws here: a grey box labelled with its type's name.
public struct _UIKitPlaceholder: View, _PrimitiveView {
    public typealias Body = Never
    let typeName: String

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .group, label: typeName, style: ctx.inheritedStyle(for: .group))
        element.style.description = "a UIKit view, drawn on a device only"
        element.style.kind = .color
        element.style.color = "secondarySystemFill"
        return [element]
    }
}
