import FlowStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `payments.json` in the data folder: the payments under way in every process using that
/// folder (``PaymentsUnderWay``), so that the launch after a process ended in the middle of one
/// can say what became of it (``interrupted()``).
///
/// ```json
/// { "format" : "shop-payments", "version" : 1, "payments" : [ { "id" : "4242-1822-1", … } ] }
/// ```
///
/// Each process writes only its own payments, under the file's lock, so two instances sharing the
/// folder keep each other's.
public struct PaymentJournal: Sendable {
    public let file: DocumentFile

    public init(file: DocumentFile) {
        self.file = file
    }

    struct Contents: Codable, Hashable {
        var payments: [PaymentsUnderWay.Payment]
    }

    private static let document = UserDocument<Contents>(format: "shop-payments", version: 1)

    /// Writes `payments` as those of `process`, keeping every other process's.
    func replace(paymentsOf process: ProcessIdentity, with payments: [PaymentsUnderWay.Payment]) throws {
        try file.withLock {
            let others = (file.peek(decode: Self.document.decode).value?.payments ?? []).filter { $0.process != process }
            try file.write(try Self.document.encode(Contents(payments: others + payments)))
        }
    }

    /// The payments of processes that no longer run, taken out of the journal: they were under
    /// way when their process ended (a crash, a `kill -9`, a power cut), so they never finished.
    /// A journal that cannot be read is moved aside (`now` names it) and counts as empty.
    public func interrupted(now: Date = Date()) -> [PaymentsUnderWay.Payment] {
        (try? file.withLock {
            let payments = file.read(now: now, decode: Self.document.decode).value?.payments ?? []
            let ended = payments.filter { !$0.process.isRunning }
            if !ended.isEmpty {
                try file.write(try Self.document.encode(Contents(payments: payments.filter { $0.process.isRunning })))
            }
            return ended
        }) ?? []
    }
}
