// What `import SwiftData` gives lesson code besides its own types, as on Apple platforms: Foundation
// (`Date`, `SortDescriptor`, `#Predicate`) and Observation (models are `Observable`).
@_exported import Foundation
@_exported import Observation
