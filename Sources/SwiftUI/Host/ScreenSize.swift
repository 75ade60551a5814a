import LessonProtocol

/// The screen the runtime lays out on: an iPhone 15/16 in portrait, in points.
public let _canvasSize = CGSize(width: 393, height: 852)
/// Form and list content is inset by 16 points on each side; a padded stack by 16 too.
let _contentWidth: CGFloat = 393 - 32
