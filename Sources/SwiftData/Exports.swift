// What `import SwiftData` gives lesson code besides its own types, as on Apple platforms: Foundation
// (`Date`, `SortDescriptor`, `#Predicate`) and Observation (models are `Observable`).
// (through LessonFoundation, so that SwiftUI's course-locale `.formatted()` stays unambiguous).
@_exported import LessonFoundation
@_exported import Observation
