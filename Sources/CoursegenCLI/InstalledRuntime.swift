import Foundation

/// Where an installed coursegen keeps the lesson runtime's sources: `script/install` puts the binary
/// in `<prefix>/bin` and the sources in `<prefix>/share/coursegen/runtime`, so a binary finds them
/// beside itself, whichever folder it is run from.
enum InstalledRuntime {
    static let relativePath = "share/coursegen/runtime"

    /// The runtime folder of the coursegen at `executable` (symlinks followed, so a link in
    /// `~/bin` to an installed binary works too), or nil when there is none, as in a checkout's
    /// `.build/`: such a binary compiles lessons against the checkout's `Sources/`.
    static func directory(executable: URL = URL(fileURLWithPath: "/proc/self/exe")) -> URL? {
        let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let runtime = prefix.appendingPathComponent(relativePath)
        let swiftUI = runtime.appendingPathComponent("SwiftUI").path
        return FileManager.default.fileExists(atPath: swiftUI) ? runtime : nil
    }

    /// Where the authoring guide is: `script/install` puts coursegen's docs in
    /// `<prefix>/share/doc/coursegen`; a binary in a checkout points at the checkout's `docs/`.
    static func authoringGuide(executable: URL = URL(fileURLWithPath: "/proc/self/exe")) -> String {
        let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let installed = prefix.appendingPathComponent("share/doc/coursegen/authoring.md")
        return FileManager.default.fileExists(atPath: installed.path) ? installed.path : "docs/authoring.md"
    }
}
