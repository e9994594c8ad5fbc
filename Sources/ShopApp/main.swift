import FlowCoordinator
import FlowGtk
import FlowStandardStreams
import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import ShopFlows

/// `shop`: the Flow Coordinator demo. Every navigation decision lives in ShopFlows; this
/// executable reads the command line and draws pages.
struct ShopCommand {
    /// A run that ends with this exit status, after its message (if any) went to standard error.
    struct Exit: Error {
        let status: Int32
    }

    let options: ShopOptions
    var link: String? { options.link }
    var resolve: String? { options.resolve }
    var tour: String? { options.tour }
    var stateFile: String? { options.stateFile }
    var noRestore: Bool { options.noRestore }

    func run() throws {
        // A link longer than links may be is refused before any work is done on it.
        if let resolve, let error = LaunchRequest.lengthError(of: resolve) {
            Terminal.error("error: \(error.message)")
            throw Exit(status: 2)
        }
        guard let resources = ResourceLocator.resources() else {
            throw usage("cannot find the Resources folder (catalogue.json); set SHOP_RESOURCES")
        }
        // The user's language, before the first text is made (the catalogue's names are translated as it loads).
        Translations.start(resources: resources)
        var environment: ShopEnvironment
        do {
            environment = try ShopEnvironment.load(resources: resources)
        } catch {
            throw usage("\(error)")
        }
        if let frame = TestSync.windowFrame() { environment.windowFrame = frame }
        if let delay = TestSync.paymentDelay() {
            environment = environment.with(paymentProcessor: SimulatedPaymentProcessor(delay: delay))
        }

        if let resolve {
            try MainActor.assumeIsolated { try Self.printResolved(resolve, environment: environment) }
            return
        }
        // The tour prints its folder's path as it is.
        if let tour, tour.unicodeScalars.contains(where: Terminal.isUnsafe) {
            throw usage("--tour: a folder name with control characters is refused")
        }
        // A file given for the state must be one: another file is never moved aside or replaced.
        if tour == nil, let stateFile, let reason = StateStore(fileURL: URL(fileURLWithPath: stateFile)).whyNotAStateFile() {
            Terminal.error("error: --state-file \(stateFile) is not a shop state file (\(reason)); shop does not replace it: give another path")
            throw Exit(status: 2)
        }
        let status = MainActor.assumeIsolated { () -> Int32 in
            // The app's icons (a payment card, the app's own), found by GTK's icon theme from its start.
            IconTheme.addDataDirectory(ResourceLocator.iconDataDirectory(for: resources).path)
            let stateFile = stateFile.map { URL(fileURLWithPath: $0) }
            if let tour {
                return TourRunner.run(into: URL(fileURLWithPath: tour), environment: environment, resources: resources)
            }
            let app = ShopApplication(environment: environment, resources: resources,
                                      stateFile: stateFile, restore: !noRestore)
            return app.run(LaunchRequest(link: link, newWindow: options.newWindow))
        }
        if status != 0 { throw Exit(status: status) }
    }

    @MainActor
    private static func printResolved(_ link: String, environment: ShopEnvironment) throws {
        do {
            // Read-only: the running app, if any, owns the files and moves aside a damaged one.
            let userData = UserDataStore(environment: ProcessInfo.processInfo.environment)
                .peek(processor: environment.paymentProcessor)
            let json = try AppCoordinator.resolve(link, environment: environment, userData: userData)
            StandardStream.output.write(String(decoding: json, as: UTF8.self) + "\n")
        } catch {
            Terminal.error("error: \(error.message)")
            throw Exit(status: 2)
        }
    }

    /// A usage error found after parsing: printed as the parser's are, exit 64.
    private func usage(_ message: String) -> Exit {
        Terminal.error(ShopOptions.message(for: .init(message: message)))
        return Exit(status: 64)
    }
}

// What the command line says goes through `Terminal`: it may hold any text.
do {
    guard let options = try ShopOptions.parse(CommandLine.arguments.dropFirst()) else {
        Terminal.output(ShopOptions.help)
        exit(0)
    }
    try ShopCommand(options: options).run()
} catch let error as ShopOptions.UsageError {
    Terminal.error(ShopOptions.message(for: error))
    exit(64)
} catch let error as ShopCommand.Exit {
    exit(error.status)
} catch {
    Terminal.error("error: \(error)")
    exit(1)
}
