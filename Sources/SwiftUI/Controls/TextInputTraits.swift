import Foundation
import LessonProtocol

/// UIKit's keyboard kinds, which SwiftUI lessons use through `.keyboardType(_:)`.
public enum UIKeyboardType: Int, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct TextInputAutocapitalization: Hashable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { _styleFact(\.keyboardType, "\(type)") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        _styleFact(\.autocapitalization, autocapitalization?.name)
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    // Not visible and not read: what the keyboard suggests.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

public struct UITextContentType: Hashable {
    let name: String
    public static let name = UITextContentType(name: "name")
    public static let givenName = UITextContentType(name: "givenName")
    public static let familyName = UITextContentType(name: "familyName")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let streetAddressLine1 = UITextContentType(name: "streetAddressLine1")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let URL = UITextContentType(name: "URL")
}

/// UIKit's capitalization setting, which `.autocapitalization(_:)` took before iOS 15.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// The pre-iOS 15 spelling of `autocorrectionDisabled`; typed text is entered as written either way.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The pre-iOS 15 spelling of `textInputAutocapitalization`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let modern: TextInputAutocapitalization
        switch style {
        case .none: modern = .never
        case .words: modern = .words
        case .sentences: modern = .sentences
        case .allCharacters: modern = .characters
        }
        return textInputAutocapitalization(modern)
    }
}
