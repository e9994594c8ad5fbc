import FlowCoordinator

/// The Items tab's screens, registered on its state: the catalogue, an item's detail, the
/// purchase cover's steps and summary, and the add-card sheet a purchase opens.
extension ItemsCoordinator {
    func registerScreens() {
        // Translators: the title of the catalogue of products
        state.registerRoot(title: localized("Items"), isSidebar: true) { [unowned self] screen in
            let viewModel = CatalogueViewModel(catalogue: catalogue, origin: screen.origin, search: .kept(by: screen)) { [unowned self] in
                guard case .detail(let id)? = state.sidebarSelection?.as(ItemsLink.self) else { return nil }
                return id
            }
            viewModel.delegate = self
            return viewModel
        }

        state.register(ItemsLink.self, title: { [unowned self] link in
            guard case .detail(let id) = link else { return nil }
            return catalogue.item(id: id)?.name
        }) { [unowned self] link, screen in
            guard case .detail(let id) = link, let item = catalogue.item(id: id) else { return nil }
            let viewModel = ItemDetailViewModel(item: item, origin: screen.origin)
            viewModel.delegate = self
            return viewModel
        }

        // The cover's purchase is made as the cover appears, so its guard is there before the
        // user can close it; a cover no purchase can show (a damaged saved state) is closed.
        state.register(PurchaseLink.self, title: PurchaseCoordinator.title(for:), onAppear: { [unowned self] link, screen in
            guard let purchase = purchase(for: screen.level) else {
                if screen.entry == nil { screen.level.close() }
                return
            }
            purchase.screenAppeared(link, screen)
        }, screen: { [unowned self] link, screen in
            purchase(for: screen.level)?.screen(link, screen)
        })

        // Add Card, over a purchase's payment step: the wallet's sheet, run for that purchase, which
        // pays with the card added.
        state.register(WalletLink.self, title: { $0 == .addCard ? localized("Add Card") : nil }, onAppear: { [unowned self] link, screen in
            guard screen.entry == nil, link == .addCard,
                  let purchase = screen.level.presenter.flatMap(purchase(for:)) else {
                if screen.entry == nil { screen.level.close() }
                return
            }
            AddCardCoordinator.run(screen, wallet: wallet, now: now) { [weak purchase] card in purchase?.cardAdded(card) }
        }, screen: { link, screen in
            screen.attachment(AddCardCoordinator.self)?.viewModel
        })
    }
}
