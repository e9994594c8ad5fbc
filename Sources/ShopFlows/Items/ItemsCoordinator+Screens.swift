import FlowCoordinator

/// The Items tab's screens, registered on its state: the catalogue, an item's detail, the
/// purchase cover's steps and summary, and the add-card sheet a purchase opens.
extension ItemsCoordinator {
    func registerScreens() {
        // Translators: the title of the catalogue of products
        level.registerRoot(title: localized("Items"), isSidebar: true) { [unowned self] screen in
            let viewModel = ItemsViewModel(catalogue: catalogue, origin: screen.origin, search: .kept(by: screen)) { [unowned self] in
                guard case .detail(let id)? = level.sidebarChoice?.as(ItemsLink.self) else { return nil }
                return id
            }
            viewModel.delegate = self
            return viewModel
        }

        level.register(ItemsLink.self) { [unowned self] link in
            guard case .detail(let id) = link, let item = catalogue.item(id: id) else { return .unavailable }
            return .pushed(item.name) { screen in ItemDetailViewModel(item: item, origin: screen.origin) }
        }

        // The cover's purchase is made as the cover appears, so its guard is there before the
        // user can close it; a cover no purchase can show (a damaged saved state) is closed.
        level.register(PurchaseLink.self) { [unowned self] link in
            PurchaseCoordinator.destination(of: link, onAppear: { [unowned self] screen in
                guard let purchase = screen.entry == nil ? startPurchase(in: screen.level) : purchase(for: screen.level) else {
                    if screen.entry == nil { screen.level.close() }
                    return
                }
                purchase.screenAppeared(link, screen)
            }, viewModel: { [unowned self] screen in purchase(for: screen.level)?.screen(link, screen) })
        }

        // Add Card, over a purchase's payment step: the wallet's sheet, run for that purchase, which
        // pays with the card added.
        level.register(WalletLink.self) { [unowned self] link in
            guard link == .addCard else { return .unavailable }
            return AddCardCoordinator.sheet(wallet: wallet, now: now) { [unowned self] screen in
                guard let purchase = screen.level.presenter.flatMap(purchase(for:)) else { return nil }
                return { [weak purchase] card in purchase?.cardAdded(card) }
            }
        }
    }
}
