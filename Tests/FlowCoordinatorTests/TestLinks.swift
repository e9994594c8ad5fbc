import FlowCoordinator

// Links and small helpers shared by the core tests.

/// The seed example's links: the destinations of the content screen.
enum ContentLink: FlowLink {
    case firstLink(text: String)
    case secondLink(number: Int)
    case thirdLink
    case sheetLink(item: String)
}

/// A child flow's own links. A child coordinator pushes these onto its parent's stack, next to
/// the parent's `ContentLink`s.
enum CheckoutLink: FlowLink {
    case cart
    case address
    case payment(total: Int)
}

/// The typed action behind a confirmation dialog's buttons.
enum RemoveAction: Hashable, Sendable {
    case remove, keep
}

/// A child coordinator that pushes its own link type onto the stack it was handed (its parent's),
/// as the seed's child coordinators do with `@Binding var path: NavigationPath`.
@MainActor
final class CheckoutCoordinator {
    let state: FlowState

    init(state: FlowState) {
        self.state = state
    }

    func start() {
        state.push(CheckoutLink.cart)
    }

    func cartConfirmed() {
        state.push(CheckoutLink.address)
    }

    func addressEntered(total: Int) {
        state.push(CheckoutLink.payment(total: total))
    }

    /// Leaves the whole child flow: back to the first screen below it.
    func cancel() {
        state.pop(toFirst: { $0.link.as(CheckoutLink.self) != nil })
        state.pop()
    }
}

/// A stand-in for a screen's view model, to watch when it is released.
final class ViewModel {
    let name: String
    /// A way back into navigation, as a real view model would hold (captured weakly).
    var onDone: (@MainActor () -> Void)?

    init(_ name: String = "") {
        self.name = name
    }
}

extension FlowState {
    /// The links of this level's stack, for compact expectations.
    var links: [AnyFlowLink] { path.links }
}

/// `links` of a path built from plain values, for comparing with `FlowState.links`.
func anyLinks(_ links: any Hashable & Sendable...) -> [AnyFlowLink] {
    links.map { AnyFlowLink($0) }
}
