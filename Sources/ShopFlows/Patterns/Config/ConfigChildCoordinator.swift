import FlowCoordinator
import FlowLocale

/// Seed 004's child coordinator: handed its parent's level, it pushes its own link type onto
/// the parent's stack (`state.path.append(ChildFlowLink.someLink)` in the seed).
@MainActor
public final class ConfigChildCoordinator {
    private unowned let level: FlowState

    init(level: FlowState) {
        self.level = level
        level.register(ConfigChildLink.self, title: { link in
            guard case .step(let number) = link else { return nil }
            // Translators: the title of a step of the child flow; %s is its number
            return localized("Child Step %s", LocaleFormat.current.integer(number))
        }) { [unowned self] link, screen in
            guard case .step(let number) = link, screen.entry != nil else { return nil }
            let viewModel = ConfigChildViewModel(number: number, origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        }
    }

    func start() {
        level.push(ConfigChildLink.step(number: 1))
    }
}

extension ConfigChildCoordinator: ConfigChildViewModelDelegate {
    public func configChildDidTapNext(after number: Int, from origin: FlowOrigin) {
        guard number < ConfigChildLink.steps.upperBound else { return }
        level.push(ConfigChildLink.step(number: number + 1))
    }

    /// Pops every child link: back to the parent's screen below them.
    public func configChildDidTapFinish(from origin: FlowOrigin) {
        guard level.pop(toFirst: { $0.link.as(ConfigChildLink.self) != nil }) else { return }
        level.pop()
    }
}
