import FlowCoordinator
import Observation

/// One order placed, reached from the order list (``OrdersViewModel``): its summary, as the
/// purchase showed it when it was paid.
@Observable
@MainActor
public final class OrderViewModel: ScreenViewModel {
    public let order: Order

    public init(order: Order) {
        self.order = order
    }
}
