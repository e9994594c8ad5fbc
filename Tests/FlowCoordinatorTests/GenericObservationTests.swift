import Foundation
import Testing

/// Observation is told of each read of an observed property with a key path into its object;
/// one into a generic class is made anew at every read (18,000 instructions). So an
/// `@Observable` generic class observes no stored property of its own: each goes through an
/// `ObservationToken` (a class that is not generic), as `TabFlowState.selectedTab` does.
@Suite("Observation in generic classes")
struct GenericObservationTests {
    @Test("no @Observable generic class in the sources has an observed stored property")
    func noObservedStoredPropertyInAGenericClass() throws {
        var found: [String] = []
        for path in try DocumentationArticleTests.swiftFiles(in: "Sources") {
            let lines = try DocumentationArticleTests.read(path).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix("@Observable") {
                guard let declaration = lines[index...].first(where: { $0.contains("class ") }),
                      declaration.contains("<") else { continue }
                found += Self.observedStoredProperties(in: lines[(index + 1)...]).map { "\(path): \($0)" }
            }
        }
        #expect(found.isEmpty, "observed stored properties of generic classes: \(found)")
    }

    @Test("the check finds an observed stored property of a generic class")
    func theCheckCanFail() {
        let source = """
            public final class Box<Value> {
                @ObservationIgnored private let token = ObservationToken()
                public private(set) var count = 0
                var value: Value
                var computed: Int { 1 }
                public var settable: Int {
                    get { 1 }
                }
            }
            """
        #expect(Self.observedStoredProperties(in: source.components(separatedBy: "\n")[...]) == ["count", "value"])
    }

    /// The names of the stored `var`s of the class whose body starts in `lines`, up to its
    /// closing brace at the start of a line, that are not `@ObservationIgnored`.
    static func observedStoredProperties(in lines: ArraySlice<String>) -> [String] {
        var names: [String] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("}") { break }
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), !code.contains("@ObservationIgnored"), !code.hasSuffix("{"),
                  let range = code.range(of: "var "), !code.contains("static "),
                  line.hasPrefix("    "), !line.hasPrefix("     ") else { continue }
            let name = code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, !code.contains("{") { names.append(String(name)) }
        }
        return names
    }
}
