/// What the system draws over an app: the status bar and the home indicator. The phone drawing
/// always shows the status bar's space as the safe area leaves it; hiding these changes no
/// element a checkpoint can see.
extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
