import FlowGtk
import Foundation
import Testing

/// A second `shop LINK` while shop runs hands LINK to the running window (over D-Bus) and exits.
@Suite("single instance", .serialized)
@MainActor
struct SingleInstanceTests {
    @Test("a second launch opens its link in the running window",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func secondLaunchForwardsLink() async throws {
        // One private D-Bus session for both launches: the first registers the application id,
        // the second finds it, forwards its arguments and exits.
        let printed = try await ShopSession.run("""
            "$SHOP" --state-file "$DIR/state.json" --no-restore >/dev/null 2>&1 & first=$!
            for _ in $(seq 100); do [ -s "$DIR/state.json" ] && break; sleep 0.1; done
            timeout 30 "$SHOP" --state-file "$DIR/state.json" shop://wallet/c2 >/dev/null 2>&1; echo "second=$?"
            for _ in $(seq 50); do grep -q '"c2"' "$DIR/state.json" && break; sleep 0.1; done
            kill $first; wait $first
            echo "saved:"; cat "$DIR/state.json"
            """)
        let saved = printed.components(separatedBy: "saved:\n").last ?? ""

        #expect(printed.contains("second=0"), "\(printed)")
        #expect(saved.contains("\"selectedTab\" : \"wallet\""))
        #expect(saved.contains("\"c2\""), "the running instance did not open the forwarded link")
    }

    @Test("a second launch with --new-window opens its link in a new window and leaves the first",
          .enabled("no display: run `make test`, which starts Xvfb") { await GtkRuntime.hasDisplay })
    func secondLaunchOpensANewWindow() async throws {
        let printed = try await ShopSession.run("""
            "$SHOP" --state-file "$DIR/state.json" --no-restore >/dev/null 2>&1 & first=$!
            for _ in $(seq 100); do [ -s "$DIR/state.json" ] && break; sleep 0.1; done
            timeout 30 "$SHOP" --state-file "$DIR/state.json" --new-window shop://wallet/c2 >/dev/null 2>&1; echo "second=$?"
            for _ in $(seq 50); do grep -q '"c2"' "$DIR/state.json" && break; sleep 0.1; done
            kill $first; wait $first
            echo "saved:"; cat "$DIR/state.json"
            """)
        let saved = printed.components(separatedBy: "saved:\n").last ?? ""
        #expect(printed.contains("second=0"), "\(printed)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        let windows = try #require(document["windows"] as? [[String: Any]])
        #expect(windows.map { $0["selectedTab"] as? String } == ["items", "wallet"], "\(saved)")
    }
}
