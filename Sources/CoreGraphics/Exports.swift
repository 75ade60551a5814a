// `import CoreGraphics` compiles as on Apple platforms. On Linux the CG value types lesson code
// uses (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`'s) come from Foundation, so
// this module only re-exports it.
@_exported import LessonFoundation
