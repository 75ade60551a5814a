import LessonProtocol

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct EditModeBoxKey: EnvironmentKey { static let defaultValue: _EditModeBox? = nil }

extension EnvironmentValues {
    var _editModeBox: _EditModeBox? {
        get { self[EditModeBoxKey.self] }
        set { self[EditModeBoxKey.self] = newValue }
    }

    /// The edit mode of the screen: `EditButton` toggles it; lists show delete and move controls
    /// while it is active. Set it with `.environment(\.editMode, $mode)` to drive it yourself.
    public var editMode: Binding<EditMode>? {
        get {
            if let binding = self[EditModeKey.self] { return binding }
            guard let box = _editModeBox else { return nil }
            return Binding(get: { box.mode }, set: { box.mode = $0 })
        }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the screen is editing right now.
    var _isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }
}

extension HeadlessHost {
    /// The environment at the root of a hosted screen: the screen's edit mode.
    static func _rootEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env._editModeBox = _EditModeBox()
        return env
    }
}

/// Whether a view is in edit mode.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// The screen's edit mode, observed like an `@Observable` property so views reading it update.
final class _EditModeBox: Observable, Equatable {
    private let registrar = ObservationRegistrar()
    private var _mode = EditMode.inactive
    var mode: EditMode {
        get {
            registrar.access(self, keyPath: \.mode)
            return _mode
        }
        set {
            guard newValue != _mode else { return }
            registrar.withMutation(of: self, keyPath: \.mode) { _mode = newValue }
        }
    }
    static func == (a: _EditModeBox, b: _EditModeBox) -> Bool { a === b }
}

/// A button that toggles the screen's edit mode, reading "Edit" or "Done".
public struct EditButton: View, _UncountedBody {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
