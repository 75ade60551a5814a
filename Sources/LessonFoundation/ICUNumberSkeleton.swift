import _FoundationICU

// ICU's number formatter, driven by a number skeleton ("measure-unit/length-kilometer usage/road").
// Apple's measurement formatting is ICU's, and the toolchain ships ICU to Swift code on Linux as
// `_FoundationICU` (its C functions carry a `swift_` prefix), so formatting through it writes what a
// device writes: the locale's preferred unit, its unit names and its number symbols.
enum _ICUNumberSkeleton {
    /// The formatted text and where its number is (UTF-16 offsets), or nil when ICU rejects the skeleton.
    struct Result {
        var text: String
        /// The span of the number's digits, separators and sign; nil when the text holds several numbers.
        var numberRange: Range<Int>?
    }

    static func format(_ value: Double, skeleton: String, locale: String) -> Result? {
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), locale, &status),
            status.rawValue <= 0
        else { return nil }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status), status.rawValue <= 0 else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        guard status.rawValue <= 0 else { return nil }
        var length = swift_unumf_resultToString(result, nil, 0, &status)
        status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: Int(length) + 1)
        length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0 else { return nil }
        let text = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        return Result(text: text, numberRange: numberRange(of: result))
    }

    /// The span covered by the number's fields; a mixed-unit text ("5 ft 10 in") has several
    /// integer fields and no single number to replace.
    private static func numberRange(of result: OpaquePointer) -> Range<Int>? {
        var status = U_ZERO_ERROR
        guard let iterator = swift_ufieldpositer_open(&status), status.rawValue <= 0 else { return nil }
        defer { swift_ufieldpositer_close(iterator) }
        swift_unumf_resultGetAllFieldPositions(result, iterator, &status)
        guard status.rawValue <= 0 else { return nil }
        let numberFields: Set<Int32> = [
            Int32(UNUM_INTEGER_FIELD.rawValue), Int32(UNUM_FRACTION_FIELD.rawValue),
            Int32(UNUM_DECIMAL_SEPARATOR_FIELD.rawValue), Int32(UNUM_GROUPING_SEPARATOR_FIELD.rawValue),
            Int32(UNUM_SIGN_FIELD.rawValue),
        ]
        var lower = Int.max
        var upper = Int.min
        var integers = 0
        var begin: Int32 = 0
        var end: Int32 = 0
        while true {
            let field = swift_ufieldpositer_next(iterator, &begin, &end)
            if field < 0 { break }
            guard numberFields.contains(field) else { continue }
            if field == Int32(UNUM_INTEGER_FIELD.rawValue) { integers += 1 }
            lower = min(lower, Int(begin))
            upper = max(upper, Int(end))
        }
        return integers == 1 && lower < upper ? lower..<upper : nil
    }
}
