/// Menu commands (`.commands { CommandMenu("Landmark") { … } }`). An iPhone shows an app's
/// commands only as the shortcuts of a hardware keyboard, which a lesson's phone has not, so they
/// compile and change nothing on the screen, as on an iPhone without a keyboard.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands { _TupleCommands() }
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _TupleCommands { _TupleCommands() }
    public static func buildEither<Content: Commands>(first: Content) -> _TupleCommands { _TupleCommands() }
    public static func buildEither<Content: Commands>(second: Content) -> _TupleCommands { _TupleCommands() }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _TupleCommands { _TupleCommands() }
}

public struct _TupleCommands: Commands {
    public typealias Body = Never
}

public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// A menu of its own in the menu bar.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
}

/// Commands added to one of the standard menus.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard commands of a sidebar, a toolbar, text editing and text formatting.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
}
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public init() {}
}
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public init() {}
}
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public init() {}
}

private struct _CommandsModifier: ViewModifier {
    func body(content: Content) -> some View { content }
}

extension Scene {
    /// The scene's windows are unchanged: its commands are keyboard shortcuts an iPhone without a
    /// keyboard never offers.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _modifyingContent(_CommandsModifier())
    }
}
