/// Why an action could not be performed, phrased for the author of the lesson.
public struct HeadlessError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
