// Lesson code writes only `import SwiftUI`, yet uses Decimal, Locale, FormatStyle and the
// `@Observable` macro, exactly as it would on Apple platforms where SwiftUI re-exports them.
@_exported import Foundation
@_exported import Observation
import LessonProtocol
