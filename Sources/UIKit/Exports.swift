// `import UIKit` gives Foundation too, as on Apple platforms.
@_exported import LessonFoundation
