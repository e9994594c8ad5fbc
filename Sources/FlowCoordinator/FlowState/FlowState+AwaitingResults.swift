/// Waiting for a screen's result in line, with `await`, instead of in a callback.
///
/// ```swift
/// guard let card = await level.push(PurchaseLink.paymentMethod, expecting: Card.self) else {
///     return   // the user went back without choosing, or the step was removed
/// }
/// level.push(PurchaseLink.buy(quantity: quantity, cardID: card.id))
/// ```
///
/// The screen finishes through a ``ResultHandle`` of the same type (``FlowScreen/resultHandle(_:)``).
/// The wait ends with `nil` when the screen leaves without a result: the user went back or
/// closed it, or it went with the entry that presented it. Cancelling the waiting task removes
/// the screen.
extension FlowState {
    /// Pushes `link` and waits until its entry leaves; returns the result it finished with.
    public func push<Result: Sendable>(_ link: some Hashable & Sendable, expecting type: Result.Type) async -> Result? {
        let waiting = WaitingScreen()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
                let handle = push(link) { (leaving: Leaving<Result>) in continuation.resume(returning: leaving.result) }
                waiting.start(level: self, id: handle.id)
            }
        } onCancel: {
            Task { @MainActor in waiting.removeScreen() }
        }
    }

    /// Presents `link` and waits until the presentation goes; returns the result it finished with.
    public func present<Result: Sendable>(
        _ link: some Hashable & Sendable, style: PresentationStyle = .sheet, hostsNavigation: Bool = false,
        expecting type: Result.Type
    ) async -> Result? {
        let waiting = WaitingScreen()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
                let handle = present(link, style: style, hostsNavigation: hostsNavigation) { (leaving: Leaving<Result>) in
                    continuation.resume(returning: leaving.result)
                }
                waiting.start(level: handle.level, id: handle.id)
            }
        } onCancel: {
            Task { @MainActor in waiting.removeScreen() }
        }
    }
}

/// The screen an `await` waits for, so that cancelling the wait can remove it.
@MainActor
private final class WaitingScreen {
    private weak var level: FlowState?
    private var id: FlowID?
    private var isCancelled = false

    func start(level: FlowState?, id: FlowID) {
        self.level = level
        self.id = id
        if isCancelled { removeScreen() }
    }

    func removeScreen() {
        isCancelled = true
        guard let level, let id else { return }
        if level.presentation?.id == id {
            level.close()
        } else {
            level.pop(toEntry: id)
        }
    }
}

extension FlowState {
    /// Pops `entry` and everything above it, if it is on this level's stack.
    func pop(toEntry entry: FlowID) {
        guard let index = storedPath.index(of: entry) else { return }
        removeTop(storedPath.count - index, reason: .program)
    }
}
