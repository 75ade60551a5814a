import Mustache
import XCTest

/// Parses `source` (and each partial source) and renders it, so each test reads as
/// template, data, expected output.
func render(_ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]) throws -> String {
    var compiled: [String: Template] = [:]
    for (name, partialSource) in partials {
        compiled[name] = try Template(source: partialSource, name: name)
    }
    return try Template(source: source, name: "test").render(context, partials: compiled)
}

/// The error parsing or rendering `source` throws, failing the test when there is none.
func renderError(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> TemplateError? {
    do {
        var compiled: [String: Template] = [:]
        for (name, partialSource) in partials {
            compiled[name] = try Template(source: partialSource, name: name, file: "\(name).mustache")
        }
        let output = try Template(source: source, name: "page", file: "templates/page.mustache").render(context, partials: compiled)
        XCTFail("expected an error, rendered \(output.debugDescription)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
