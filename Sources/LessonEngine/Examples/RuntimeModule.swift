/// One library of the lesson runtime: the wire format, SwiftUI and the frameworks lesson code imports
/// beside it. Each is compiled from its own folder into `lib<Name>.so` with a `.swiftmodule`, in the
/// order of `RuntimeModule.all`, so a module can use the ones before it.
struct RuntimeModule: Equatable, Sendable {
    /// The module name lesson code imports, and the folder its sources are in.
    var name: String
    /// The modules it links against; every one comes earlier in `all`.
    var dependencies: [String]
    /// Toolchain libraries it links besides Foundation (ICU, for measurements).
    var libraries: [String] = []

    /// Every library of the runtime, in build order. A framework added to the runtime (a companion
    /// module such as one lesson code imports beside SwiftUI) is one more entry here, a folder of
    /// that name in `Sources/`, and a target in Package.swift.
    static let all: [RuntimeModule] = [
        RuntimeModule(name: "LessonProtocol", dependencies: []),
        // Its own module, as on Apple platforms (`import Combine`); SwiftUI re-exports it.
        RuntimeModule(name: "Combine", dependencies: []),
        // `URLSession` and friends answered by the lesson's fixtures; SwiftUI re-exports it.
        // Foundation with the course's locale and clock; every module below that gives lesson code
        // Foundation re-exports it, so its `.formatted()` shadows Foundation's in any import order.
        // It formats measurements with the toolchain's ICU, as Apple's Foundation does.
        RuntimeModule(name: "LessonFoundation", dependencies: ["Combine"], libraries: ["_FoundationICU"]),
        RuntimeModule(name: "LessonNetworking", dependencies: ["LessonProtocol", "Combine"]),
        // UIKit as SwiftUI apps use it; SwiftUI re-exports it, as it does on iOS.
        RuntimeModule(name: "UIKit", dependencies: ["LessonFoundation", "Combine"]),
        // `import CoreGraphics` compiles (the CG types come from Foundation); GameKit's random sources.
        RuntimeModule(name: "CoreGraphics", dependencies: ["LessonFoundation", "Combine"]),
        RuntimeModule(name: "GameKit", dependencies: []),
        RuntimeModule(name: "SwiftUI", dependencies: ["LessonProtocol", "Combine", "LessonFoundation", "LessonNetworking", "UIKit"]),
        RuntimeModule(name: "CoreLocation", dependencies: ["LessonFoundation", "Combine"]),
        // MapKit for SwiftUI: its `Map` and markers are SwiftUI views.
        RuntimeModule(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"]),
        // `import SwiftData`; its SwiftUI integration (`@Query`, `.modelContainer`) lives with it.
        RuntimeModule(name: "SwiftData", dependencies: ["SwiftUI", "LessonFoundation", "Combine"]),
    ]

    /// The folder of the runtime's compiler plugin (`@Entry`, …), built by `MacroPlugin`, not linked.
    static let macrosFolder = "LessonMacros"

    /// Every folder `script/install` copies and the runtime hash covers.
    static var folders: [String] { all.map(\.name) + [macrosFolder] }
}
