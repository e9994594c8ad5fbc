import Foundation
import Glibc
import Testing
@testable import ShopFlows

/// Two processes on one data folder at once, each adding and removing cards and placing orders
/// at random (Tests/UserDataStress): no change of either is lost, no id or order number is given
/// twice, and the files stay valid.
@Suite("User data shared by two processes, under stress")
struct SharedUserDataStressTests {
    struct Report: Decodable {
        let added: [String: String]
        let removed: [String]
        let placed: [String]
    }

    /// Runs the two workers at once and waits for both. (Through `posix_spawn`, not Foundation's
    /// `Process`, which leaks a little for AddressSanitizer to report.)
    func run(folder: URL, seeds: [UInt64], cardChanges: Int, orders: Int) async throws -> [Report] {
        let worker = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("UserDataStress").path
        var started: [(pid: pid_t, go: Int32, output: URL)] = []
        for (index, seed) in seeds.enumerated() {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            let output = folder.deletingLastPathComponent().appendingPathComponent("worker-\(index).json")
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
            posix_spawn_file_actions_addclose(&actions, ends[1])
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let arguments = [worker, folder.path, "Worker\(index)", String(seed), String(cardChanges), String(orders)]
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            try #require(posix_spawn(&pid, worker, &actions, nil, &argv, environ) == 0, "cannot start \(worker)")
            close(ends[0])
            started.append((pid, ends[1], output))
        }
        for worker in started {  // together
            _ = write(worker.go, "go\n", 3)
            close(worker.go)
        }
        var reports: [Report] = []
        for worker in started {
            // Polled, not waited for: a blocked thread of the pool would hold up the other tests.
            var status: Int32 = 0
            while waitpid(worker.pid, &status, WNOHANG) == 0 { try await Task.sleep(for: .milliseconds(20)) }
            #expect(status == 0, "a worker could not save (wait status \(status))")
            reports.append(try JSONDecoder().decode(Report.self, from: Data(contentsOf: worker.output)))
        }
        return reports
    }

    @Test("two processes adding and removing 200 cards and placing 50 orders lose nothing and give nothing twice")
    func twoProcesses() async throws {
        let folder = try temporaryDirectory()
        let reports = try await run(folder: folder, seeds: [0x5EED_0001, 0x5EED_0002], cardChanges: 100, orders: 25)
        let store = UserDataStore(directory: folder)
        let wallet = try #require(store.readWallet(processor: SimulatedPaymentProcessor(delay: .zero)).value, "cards.json is not valid")
        let orders = try #require(store.readOrders().value, "orders.json is not valid")

        let given = reports.flatMap(\.added.keys)
        #expect(Set(given).count == given.count, "an id was given twice")
        let removed = Set(reports.flatMap(\.removed))
        let kept = Dictionary(uniqueKeysWithValues: wallet.cards.map { ($0.id, $0.holder) })
        #expect(kept.count == wallet.cards.count, "two saved cards share an id")
        for report in reports {
            for (id, holder) in report.added where !removed.contains(id) {
                #expect(kept[id] == holder, "card \(id) of \(holder) was lost")
            }
        }
        #expect(removed.isDisjoint(with: kept.keys), "a removed card came back")
        #expect(wallet.cards.allSatisfy { removed.contains($0.id) == false })
        #expect(wallet.nextCardNumber > given.compactMap { Wallet.cardIDs.number(of: $0) }.max() ?? 0)

        let placed = reports.flatMap(\.placed)
        #expect(placed.count == 50)
        #expect(Set(placed).count == placed.count, "an order number was given twice")
        #expect(Set(orders.orders.map(\.number)) == Set(placed), "an order was lost")
    }
}
