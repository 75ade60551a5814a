// `ObservableObject`, `@Published` and publishers come with SwiftUI, as on Apple platforms.
@_exported import Combine
// Lesson code writes only `import SwiftUI`, yet uses Decimal, Locale, FormatStyle and the
// `@Observable` macro, exactly as it would on Apple platforms where SwiftUI re-exports them.
// Foundation comes through LessonFoundation, whose course-locale formatting shadows Foundation's.
@_exported import LessonFoundation
// `URLSession`, `URLRequest` and `HTTPURLResponse`, answered by the lesson's network fixtures.
@_exported import LessonNetworking
import LessonProtocol
@_exported import Observation
// On iOS `import SwiftUI` gives UIKit too (`UIColor`, `UIImage`, `UIApplication`).
@_exported import UIKit
