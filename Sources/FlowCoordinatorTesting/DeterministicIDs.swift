import FlowCoordinator
import Testing

/// Runs `body` with identities handed out `first, first + 1, …` in the order the state makes
/// them (entries, presentations, dialogs), so an expected state a test builds, naming its
/// identities, equals the real one. Make the states the test compares inside `body`.
public func withDeterministicIDs<Result>(first: UInt64 = 0, _ body: () throws -> Result) rethrows -> Result {
    try FlowID.$generator.withValue(FlowIDGenerator(first: first), operation: body)
}

/// Runs `body` with identities handed out `first, first + 1, …`, as the synchronous
/// `withDeterministicIDs(first:_:)` does; tasks `body` starts take theirs from
/// the same sequence.
public func withDeterministicIDs<Result>(
    first: UInt64 = 0, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await FlowID.$generator.withValue(FlowIDGenerator(first: first), operation: body, isolation: isolation)
}

/// A trait that runs each test with identities handed out 0, 1, 2… (see
/// `withDeterministicIDs(first:_:)`): `@Test(.deterministicIDs)`, or on a suite
/// for every test in it.
public struct DeterministicIDsTrait: TestTrait, SuiteTrait, TestScoping {
    /// On a suite, the trait applies to every test in it.
    public var isRecursive: Bool { true }

    /// Runs one test case with its own sequence of identities starting at 0; a suite itself
    /// runs as it is.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await FlowID.$generator.withValue(FlowIDGenerator()) { try await function() }
    }
}

extension Trait where Self == DeterministicIDsTrait {
    /// Runs each test with identities handed out 0, 1, 2… in the order the state makes them.
    public static var deterministicIDs: Self { DeterministicIDsTrait() }
}
