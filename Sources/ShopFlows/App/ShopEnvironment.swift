#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FlowCoordinator

/// Everything the shop depends on from outside: data, the payment processor, the clock.
///
/// The app loads it from the `Resources` folder; tests and previews build one in code, with a
/// payment processor and a clock they control.
public struct ShopEnvironment: Sendable {
    public var catalogue: Catalogue
    /// The cards the wallet starts with: the sample cards, with the tokens the processor issued
    /// for them (no numbers).
    public var cards: [Card]
    /// The profile a fresh app starts with.
    public var profile: ProfileData
    public var paymentProcessor: any PaymentProcessor
    /// Today, for checking card expiry dates.
    public var now: @Sendable () -> Date
    /// The size the first window opens at when none is saved (`WindowFrame.standard`, 960×720, in
    /// the split layout); later windows take the size of the one focused last.
    public var windowFrame: WindowFrame = .standard

    public init(
        catalogue: Catalogue, cards: [Card], profile: ProfileData,
        paymentProcessor: any PaymentProcessor, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.catalogue = catalogue
        self.cards = cards
        self.profile = profile
        self.paymentProcessor = paymentProcessor
        self.now = now
    }

    /// The same environment with another payment processor (the tour uses an instant one).
    public func with(paymentProcessor: any PaymentProcessor) -> ShopEnvironment {
        var copy = self
        copy.paymentProcessor = paymentProcessor
        return copy
    }

    // MARK: Loading

    /// Why the resources could not be loaded, in one line.
    public struct LoadError: Error, CustomStringConvertible {
        public let file: URL
        public let reason: String
        public var description: String { "cannot read \(file.path): \(reason)" }
    }

    /// Reads `catalogue.json` (required) and `wallet.json` (optional: no cards without it; its
    /// cards are of the form `cards.json` saves: brand, last four digits and token, no number).
    public static func load(
        resources: URL, paymentProcessor: any PaymentProcessor = SimulatedPaymentProcessor()
    ) throws(LoadError) -> ShopEnvironment {
        let catalogueFile = resources.appendingPathComponent("catalogue.json")
        let catalogue: Catalogue
        do {
            catalogue = try Catalogue.decode(from: Data(contentsOf: catalogueFile)).translated()
        } catch {
            throw LoadError(file: catalogueFile, reason: FileFailure.reason(error))
        }
        var cards: [Card] = []
        let walletFile = resources.appendingPathComponent("wallet.json")
        if FileManager.default.fileExists(atPath: walletFile.path) {
            struct WalletFile: Decodable { let cards: [Card] }
            do {
                cards = try JSONDecoder().decode(WalletFile.self, from: Data(contentsOf: walletFile)).cards
            } catch {
                throw LoadError(file: walletFile, reason: FileFailure.reason(error))
            }
        }
        return ShopEnvironment(catalogue: catalogue, cards: cards, profile: preview.profile,
                               paymentProcessor: paymentProcessor)
    }

    // MARK: Built in code

    /// A small shop for previews: four items, three cards (`c3` is declined), a demo delay.
    public static var preview: ShopEnvironment {
        ShopEnvironment(
            catalogue: Catalogue(items: [
                Item(id: 1, name: "Mirrorless Camera", price: 64900,
                     description: "A 24-megapixel camera.", icon: "camera-photo-symbolic"),
                Item(id: 2, name: "Studio Headphones", price: 12900,
                     description: "Closed-back headphones.", icon: "audio-headphones-symbolic"),
                Item(id: 3, name: "Mechanical Keyboard", price: 8900,
                     description: "A tenkeyless keyboard.", icon: "input-keyboard-symbolic"),
                Item(id: 4, name: "Wireless Mouse", price: 3900,
                     description: "A light mouse.", icon: "input-mouse-symbolic"),
            ]),
            cards: [
                Card(id: "c1", holder: "Alex Doe", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029,
                     token: CardToken("tok_5f1c0a7e93b24d68a0c4e217")!),
                Card(id: "c2", holder: "Alex Doe", brand: .mastercard, last4: "4444", expiryMonth: 6, expiryYear: 2030,
                     token: CardToken("tok_9b3e72d04c1a5f86e2d0b739")!),
                Card(id: "c3", holder: "Alex Doe", brand: .visa, last4: "0002", expiryMonth: 3, expiryYear: 2031,
                     token: CardToken("tok_c04a8e6f1d2b7395a6e8f012")!),
            ],
            profile: ProfileData(name: "Alex Doe", email: "alex@example.com"),
            paymentProcessor: SimulatedPaymentProcessor())
    }

    /// ``preview`` with an instant payment processor and a fixed date (15 March 2026), so tests
    /// are deterministic.
    public static var testing: ShopEnvironment {
        var environment = preview.with(paymentProcessor: SimulatedPaymentProcessor(delay: .zero))
        environment.now = { Date(timeIntervalSince1970: 1_773_532_800) }
        return environment
    }
}
