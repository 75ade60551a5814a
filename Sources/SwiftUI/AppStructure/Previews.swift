import Foundation

// Xcode's previews, as course files written before `#Preview` declare them:
// `struct ContentView_Previews: PreviewProvider { static var previews: some View { ContentView() } }`.
// Previews are for the canvas in Xcode; the app (and so the lesson) shows the file's ContentView.
// The preview modifiers therefore change nothing a person sees on the phone.

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

public enum InterfaceOrientation: Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
