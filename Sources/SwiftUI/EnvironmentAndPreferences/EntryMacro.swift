// `@Entry` (iOS 18): declares an environment value, its key and default in one line. Expanded by
// the lesson runtime's own macro plugin (`Sources/LessonMacros`), which the engine builds from the
// toolchain's SwiftSyntax and loads when it compiles the runtime and lessons.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LessonMacros", type: "EntryMacro")
