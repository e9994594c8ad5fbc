import Foundation
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

    /// Runs the two workers at once and waits for both.
    func run(folder: URL, seeds: [UInt64], cardChanges: Int, orders: Int) throws -> [Report] {
        let worker = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("UserDataStress")
        let processes = seeds.enumerated().map { index, seed in
            let process = Process()
            process.executableURL = worker
            process.arguments = [folder.path, "Worker\(index)", String(seed), String(cardChanges), String(orders)]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            return (process, input, output)
        }
        for (process, _, _) in processes { try process.run() }
        for (_, input, _) in processes { input.fileHandleForWriting.write(Data("go\n".utf8)) }  // together
        return try processes.map { process, _, output in
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "a worker could not save")
            return try JSONDecoder().decode(Report.self, from: data)
        }
    }

    @Test("two processes adding and removing 200 cards and placing 50 orders lose nothing and give nothing twice")
    func twoProcesses() throws {
        let folder = try temporaryDirectory()
        let reports = try run(folder: folder, seeds: [0x5EED_0001, 0x5EED_0002], cardChanges: 100, orders: 25)
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
