import ArgumentParser
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
/// executable parses the command line and draws pages.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "A GTK 4 shop that runs every flow of the Flow Coordinator pattern.",
        discussion: """
            Opens where you left off, or at LINK. Links use the shop:// scheme, e.g. \
            shop://items/3/cart/payment or shop://patterns/abc/b/c; README.md gives the grammar.

            Keyboard: Escape closes the top sheet or dialog, Alt+Left goes back, Ctrl+W closes \
            the sheet or cover, Ctrl+Q quits.
            """)

    @Argument(help: "A shop:// link to open.")
    var link: String?

    /// Parsed unconditionally: `--resolve -x` resolves the link "-x" (and fails with exit 2), as
    /// any other link the option is given.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Print the state LINK opens as JSON and exit; needs no display.", valueName: "link"))
    var resolve: String?

    @Option(name: .long, help: ArgumentHelp("Walk every flow, writing one PNG per step and index.md into DIR, then exit.", valueName: "dir"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Where to save and restore the navigation state.", valueName: "path"))
    var stateFile: String?

    @Flag(name: .long, help: "Open a fresh window instead of where you left off (your cards and profile stay; the state is still saved on quit).")
    var noRestore = false

    func run() throws {
        // A link longer than links may be is refused before any work is done on it.
        if let resolve, let error = LaunchRequest.lengthError(of: resolve) {
            Terminal.error("error: \(error.message)")
            throw ExitCode(2)
        }
        guard let resources = ResourceLocator.resources() else {
            throw ValidationError("cannot find the Resources folder (catalogue.json); set SHOP_RESOURCES")
        }
        let environment: ShopEnvironment
        do {
            environment = try ShopEnvironment.load(resources: resources)
        } catch {
            throw ValidationError("\(error)")
        }

        if let resolve {
            try MainActor.assumeIsolated { try Self.printResolved(resolve, environment: environment) }
            return
        }
        // The tour prints its folder's path as it is.
        if let tour, tour.unicodeScalars.contains(where: Terminal.isUnsafe) {
            throw ValidationError("--tour: a folder name with control characters is refused")
        }
        // A file given for the state must be one: another file is never moved aside or replaced.
        if tour == nil, let stateFile, let reason = StateStore(fileURL: URL(fileURLWithPath: stateFile)).whyNotAStateFile() {
            Terminal.error("error: --state-file \(stateFile) is not a shop state file (\(reason)); shop does not replace it: give another path")
            throw ExitCode(2)
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
            return app.run(LaunchRequest(link: link))
        }
        if status != 0 { throw ExitCode(status) }
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
            throw ExitCode(2)
        }
    }
}

// `ShopCommand.main()`, but what the argument parser prints (an unknown option, an unexpected
// argument: text from the command line) goes through `Terminal`, with the same exit status.
do {
    var command = try ShopCommand.parseAsRoot()
    try command.run()
} catch {
    let message = ShopCommand.fullMessage(for: error)
    let status = ShopCommand.exitCode(for: error)
    if !message.isEmpty {
        if status == .success { Terminal.output(message) } else { Terminal.error(message) }
    }
    exit(status.rawValue)
}
