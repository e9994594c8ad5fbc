import FlowGtk
import Foundation
import Testing
@testable import ShopApp

/// SIGTERM and SIGINT are honoured within the deadline (0.7 s) whatever shop is doing: with the
/// main loop free it saves and quits (exit 0); when the main loop is busy it still ends, without
/// saving (exit 128 + the signal), and the state file stays the last good one.
///
/// The times are checked against two seconds: the deadline, and room for a machine so loaded
/// (make test runs its steps side by side on two cores) that the exiting process waits its turn.
/// A signal not honoured takes the watchdog's 20 s; once it took 85 s.
@Suite("termination signals", .serialized)
struct SignalTests {
    /// Milliseconds from the signal to the exit seen by the shell that sent it.
    static let limit = 2000

    /// Launches shop on `stateFixture` (or no saved state), waits `delay` seconds (`nil`: until it
    /// answers a sync, its launch over and its main loop free, as on a loaded machine 2 s may not
    /// be enough), sends `signal`, and returns the exit status, the milliseconds from the signal to
    /// the exit, and the state file afterwards.
    static func interrupt(_ signal: String, after delay: Double?, stateFixture: String?) async throws
        -> (status: Int, milliseconds: Int, state: Data?) {
        let copy = stateFixture.map { #"cp '\#(Fixtures.url($0).path)' "$DIR/state.json""# } ?? ""
        let id = await MainActor.run { ShopApplication.id }
        let path = "/" + id.replacingOccurrences(of: ".", with: "/")
        let wait = delay.map { "sleep \($0)" } ?? """
            for _ in $(seq 300); do
                gdbus call --session --dest \(id) --object-path \(path) \\
                    --method org.gtk.Actions.Activate test-sync '[]' '{}' >/dev/null 2>&1 && break
                sleep 0.1
            done
            for _ in $(seq 300); do grep -q '^sync' "$DIR/sync" 2>/dev/null && break; sleep 0.1; done
            """
        let printed = try await ShopSession.run("""
            \(copy)
            SHOP_TEST_SYNC_FILE="$DIR/sync" "$SHOP" --state-file "$DIR/state.json" >"$DIR/out" 2>&1 & shop=$!
            \(wait)
            # A watchdog: SIGKILL after 20 s (it ends as soon as shop does).
            ( for _ in $(seq 200); do kill -0 $shop 2>/dev/null || exit; sleep 0.1; done; kill -KILL $shop ) &
            start=$(date +%s%N); kill -\(signal) $shop; wait $shop; status=$?; end=$(date +%s%N)
            echo "status=$status ms=$(( (end - start) / 1000000 ))"
            [ -f "$DIR/state.json" ] && base64 -w0 "$DIR/state.json"; echo
            """)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let result = try #require(lines.first { $0.hasPrefix("status=") }, "\(printed)")
        let numbers = result.split(separator: " ").map { Int($0.split(separator: "=")[1])! }
        let state = lines.last { !$0.isEmpty && !$0.hasPrefix("status=") }.flatMap { Data(base64Encoded: String($0)) }
        return (numbers[0], numbers[1], state)
    }

    // Restoring 1,000 sheets once kept the main loop busy for 85 s; the archive's limits now set
    // such a state aside at once, so the signal usually finds the main loop free (exit 0). Either
    // way shop ends within the deadline, and a busy exit never writes the file.
    @Test("a signal at launch on a state of 1,000 sheets ends shop within the deadline, the file untouched when it could not save",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay },
          arguments: [("TERM", 15), ("INT", 2)])
    func busy(_ signal: String, number: Int) async throws {
        let fixture = "States/thousand-sheets.json"
        let result = try await Self.interrupt(signal, after: 2, stateFixture: fixture)
        #expect(result.milliseconds < Self.limit, "SIG\(signal) took \(result.milliseconds) ms")
        #expect(result.status == 128 + number || result.status == 0, "exit status \(result.status)")
        if result.status != 0 {
            #expect(result.state == (try Data(contentsOf: Fixtures.url(fixture))), "the file was written after all")
        }
    }

    @Test("SIGTERM with the main loop free saves and quits: exit 0 within the deadline",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func idle() async throws {
        let result = try await Self.interrupt("TERM", after: nil, stateFixture: nil)
        #expect(result.status == 0)
        #expect(result.milliseconds < Self.limit, "SIGTERM took \(result.milliseconds) ms")
        let state = try #require(result.state, "nothing was saved")
        #expect(String(decoding: state, as: UTF8.self).contains("flow-coordinator-state"))
    }
}
