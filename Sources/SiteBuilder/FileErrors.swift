import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file-system error in plain words ("the disk is full"), for messages that would otherwise
/// print Foundation's `NSCocoaErrorDomain Code=640 …` dump.
func plainFileError(_ error: Error) -> String {
    let nsError = error as NSError
    guard nsError.domain == NSPOSIXErrorDomain || nsError.domain == NSCocoaErrorDomain || error is POSIXError else {
        return "\(error)"  // our own errors (a Diagnostic) say it themselves
    }
    var code: Int32?
    if nsError.domain == NSPOSIXErrorDomain {
        code = Int32(nsError.code)
    } else if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        code = Int32(underlying.code)
    } else if let posix = error as? POSIXError {
        code = posix.code.rawValue
    }
    if nsError.domain == NSCocoaErrorDomain {
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteOutOfSpace: code = code ?? ENOSPC
        case .fileWriteVolumeReadOnly: code = code ?? EROFS
        case .fileWriteNoPermission, .fileReadNoPermission: code = code ?? EACCES
        case .fileNoSuchFile, .fileReadNoSuchFile: code = code ?? ENOENT
        case .fileWriteInvalidFileName: code = code ?? ENAMETOOLONG
        default: break
        }
    }
    switch code {
    case ENOSPC?: return "the disk is full (no space left on the device); free some space and build again"
    case EDQUOT?: return "your disk quota is used up; free some space and build again"
    case EROFS?: return "the file system is read-only"
    case EACCES?, EPERM?: return "permission denied"
    case ENOENT?: return "the folder does not exist"
    case ENAMETOOLONG?: return "the file name is too long"
    case let code?: return String(cString: strerror(code))
    case nil: return nsError.localizedDescription
    }
}
