import Diagnostics
import Foundation

/// Frameworks lesson code may import that the lesson runtime does not stand in for. Each gets one
/// error at its `import` line that names it and says what to do, instead of the compiler's bare
/// "no such module" (which names only the first, as the compiler stops there).
enum UnavailableFrameworks {
    /// What each framework does that a headless runtime cannot honestly reproduce.
    static let reasons: [String: String] = [
        "CoreML": "runs machine-learning models, which need Apple's model runtime",
        "CreateML": "trains machine-learning models on a Mac",
        "CoreImage": "filters images on the GPU",
        "AVFoundation": "plays, records and edits audio and video",
        "AVKit": "shows Apple's video player",
        "WebKit": "shows web pages",
        "SafariServices": "shows Safari's web view",
        "Vision": "analyses images with Apple's vision models",
        "VisionKit": "scans documents and text with the camera",
        "PhotosUI": "shows the photo library picker",
        "Photos": "reads the photo library",
        "ARKit": "tracks the camera in the real world",
        "RealityKit": "renders augmented-reality scenes",
        "SceneKit": "renders 3D scenes",
        "SpriteKit": "renders 2D games",
        "Metal": "drives the GPU",
        "MetalKit": "drives the GPU",
        "StoreKit": "talks to the App Store",
        "HealthKit": "reads the Health app's data",
        "CloudKit": "syncs with iCloud",
        "UserNotifications": "schedules notifications",
        "LocalAuthentication": "asks for Face ID or Touch ID",
        "CoreHaptics": "plays custom haptic patterns",
        "CoreMotion": "reads the motion sensors",
        "Contacts": "reads the address book",
        "EventKit": "reads the calendar",
        "MessageUI": "shows the mail and message composers",
        "WidgetKit": "builds home-screen widgets",
        "ActivityKit": "shows Live Activities",
        "AuthenticationServices": "signs in with Apple",
        "LinkPresentation": "fetches link previews",
        "QuickLook": "previews documents",
        "PencilKit": "draws with Apple Pencil",
        "TipKit": "shows feature tips",
        "Charts": "draws Swift Charts",
    ]

    /// The error for `import name` (the framework of a submodule, `CoreImage.CIFilterBuiltins`,
    /// names its framework).
    static func message(forModule written: String) -> String {
        let framework = String(written.split(separator: ".").first ?? Substring(written))
        let what = "`import \(written)`: "
        if let reason = reasons[framework] {
            return what + "\(framework) \(reason), which the lesson runtime cannot stand in for, so this example cannot run here"
        }
        return what
            + "the lesson runtime has no module '\(framework)' (a package or framework outside SwiftUI's companions), so this example cannot run here"
    }

    static let hint =
        "mark the block display-only to keep it on the page: a plain ```swift block (no example=) is highlighted but never"
        + " compiled; the runtime's frameworks are listed in \(RuntimeSurface.documentationPath)"

    /// `no such module 'CoreML'` → the module's name.
    static func missingModule(in message: String) -> String? {
        let prefix = "no such module '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        return String(message.dropFirst(prefix.count).dropLast())
    }

    static func diagnostic(forModule module: String, at location: SourceLocation?) -> Diagnostic {
        .error(message(forModule: module), at: location, notes: [hint])
    }

    /// The compiler stops at the first missing module; an example that imports more than one
    /// unavailable framework gets an error at each of their lines in the same build.
    static func complete(
        _ attributed: [(diagnostic: Diagnostic, example: String?)], examples: [PreparedExample]
    ) -> [(diagnostic: Diagnostic, example: String?)] {
        var result = attributed
        for example in examples {
            let reported = attributed.filter { $0.example == example.name && isUnavailableFramework($0.diagnostic) }
            guard !reported.isEmpty else { continue }
            let reportedLines = Set(reported.compactMap { $0.diagnostic.location?.line })
            for line in example.lines where !reportedLines.contains(line.line) {
                guard let module = importedModule(line.text), reasons[String(module.split(separator: ".")[0])] != nil else { continue }
                let column =
                    (line.text.range(of: module).map { line.text.utf8.distance(from: line.text.startIndex, to: $0.lowerBound) } ?? 0) + 1
                let location = SourceLocation(file: line.file, line: line.line, column: column + line.columnOffset)
                result.append((diagnostic(forModule: module, at: location), example.name))
            }
        }
        return result
    }

    static func isUnavailableFramework(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.hasPrefix("`import ") && diagnostic.notes.first == hint
    }

    /// `import CoreML`, `@preconcurrency import AVKit`, `import struct CoreML.MLModel` → the module.
    static func importedModule(_ line: String) -> String? {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return kinds.contains(words[1]) ? String(path.split(separator: ".").first ?? "") : path
    }
}
