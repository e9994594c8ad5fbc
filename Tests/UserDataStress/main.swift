// One instance of the shop's user data on a folder another instance shares: it adds and removes
// cards and places orders at random, saving after each change as the running app does, and
// taking what the other saved now and then, as the app's folder monitor does. The stress test
// (SharedUserDataStressTests) runs two at once and checks the files they leave.
//
//     UserDataStress FOLDER NAME SEED CARD-CHANGES ORDERS
//
// It starts when a line comes on its standard input (so that two start together), and prints what it did, one JSON object: the ids it gave, the ids it removed, the order numbers
// it gave. It exits 1 when a save fails.
import FlowTestSupport
import Foundation
import ShopFlows

let arguments = CommandLine.arguments
guard arguments.count == 6, let seed = UInt64(arguments[3]), let cardChanges = Int(arguments[4]), let orderCount = Int(arguments[5]) else {
    FileHandle.standardError.write(Data("usage: UserDataStress FOLDER NAME SEED CARD-CHANGES ORDERS\n".utf8))
    exit(2)
}

struct Report: Encodable {
    var added: [String: String] = [:]  // id → holder
    var removed: [String] = []
    var placed: [String] = []
}

_ = readLine()
let report: Report = MainActor.assumeIsolated {
    let app = AppCoordinator(environment: .testing)
    let sync = UserDataSync(store: UserDataStore(directory: URL(fileURLWithPath: arguments[1])), app: app)
    _ = sync.restore()
    var random = SeededGenerator(seed: seed)
    var report = Report()
    var cardsLeft = cardChanges, ordersLeft = orderCount
    while cardsLeft + ordersLeft > 0 {
        if Int.random(in: 0..<(cardsLeft + ordersLeft), using: &random) < cardsLeft {
            cardsLeft -= 1
            if let card = app.wallet.cards.randomElement(using: &random), Int.random(in: 0..<5, using: &random) < 2 {
                app.wallet.remove(id: card.id)
                report.removed.append(card.id)
            } else {
                let holder = "\(arguments[2]) \(cardChanges - cardsLeft)"
                let card = app.wallet.add(holder: holder, number: "4111111111111111", expiryMonth: 12, expiryYear: 2039)
                report.added[card.id] = holder
            }
        } else if let card = app.wallet.cards.randomElement(using: &random) {
            ordersLeft -= 1
            let item = app.environment.catalogue.items.randomElement(using: &random)!
            let order = app.orders.place(item: item, quantity: 1, total: item.total(for: 1)!, card: card, at: Date())
            report.placed.append(order.number)
        } else {
            // No card to pay with: one is added first (not counted as one of the changes).
            let card = app.wallet.add(holder: "\(arguments[2]) payer", number: "4242424242424242", expiryMonth: 1, expiryYear: 2040)
            report.added[card.id] = card.holder
        }
        for saving in sync.save() where saving.failure != nil {
            FileHandle.standardError.write(Data("cannot save \(saving.file.path): \(saving.failure!)\n".utf8))
            exit(1)
        }
        if Int.random(in: 0..<3, using: &random) == 0 { sync.refresh() }
        usleep(UInt32.random(in: 0...400, using: &random))
    }
    return report
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
FileHandle.standardOutput.write(try! encoder.encode(report))
