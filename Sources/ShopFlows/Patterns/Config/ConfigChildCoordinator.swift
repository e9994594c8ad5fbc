import FlowCoordinator

/// Seed 004's child coordinator: handed its parent's level, it pushes its own link type onto
/// the parent's stack (`state.path.append(ChildFlowLink.someLink)` in the seed).
@MainActor
public final class ConfigChildCoordinator {
    private unowned let path: FlowState

    init(path: FlowState) {
        self.path = path
    }

    func start() {
        path.push(ConfigChildLink.step(number: 1))
    }

    func screen(for entry: FlowEntry) -> ShopScreen? {
        guard case .step(let number)? = entry.link.as(ConfigChildLink.self) else { return nil }
        return .configChild(path.object(for: entry.id) {
            let viewModel = ConfigChildViewModel(number: number, origin: path.origin(of: entry.id))
            viewModel.delegate = self
            return viewModel
        })
    }
}

extension ConfigChildCoordinator: ConfigChildViewModelDelegate {
    public func configChildDidTapNext(after number: Int, from origin: FlowOrigin) {
        guard origin.isFrontmost, number < ConfigChildLink.steps.upperBound else { return }
        path.push(ConfigChildLink.step(number: number + 1))
    }

    /// Pops every child link: back to the parent's screen below them.
    public func configChildDidTapFinish(from origin: FlowOrigin) {
        guard origin.isFrontmost, path.pop(toFirst: { $0.link.as(ConfigChildLink.self) != nil }) else { return }
        path.pop()
    }
}
