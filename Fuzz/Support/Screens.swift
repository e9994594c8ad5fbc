import FlowCoordinator
import ShopFlows

/// What the GTK app does with a state, without GTK: asks for the view model of every screen in
/// it (each tab's root, every pushed entry, every sheet and cover) and reads what the page
/// would show, so a value that breaks a view model or its texts crashes the fuzzer.
///
/// Returns the total length of the texts read, so nothing is left unread.
@MainActor
public func showEveryScreen(of app: AppCoordinator) -> Int {
    var length = 0
    for tab in ShopTab.allCases {
        length += read(app.rootViewModel(of: tab)) + app.title(ofRoot: tab).utf8.count
        for level in app.tabs[tab].chain {
            if level.presentation != nil {
                length += read(app.rootViewModel(of: level)) + app.title(ofRoot: level).utf8.count
            }
            for entry in level.path.entries {
                length += read(app.viewModel(for: entry, in: level)) + app.title(for: entry).utf8.count
            }
        }
    }
    return length + read(app.visibleScreen()) + app.visibleTitle.utf8.count
}

/// The texts a screen's page shows, beyond its title (the registration's, read above).
@MainActor
private func read(_ screen: any ScreenViewModel) -> Int {
    let texts: [String]
    switch screen {
    case let model as ItemsViewModel: texts = model.rows.map { $0.name + $0.priceText }
    case let model as ItemDetailViewModel: texts = [model.priceText, model.description]
    case let model as AddToCartViewModel:
        texts = [model.itemName, model.priceText, model.totalText, "\(model.canIncrement)\(model.canDecrement)"]
    case let model as PaymentMethodViewModel: texts = model.rows.map { $0.name + $0.detail }
    case let model as BuyItemViewModel: texts = [model.totalText, model.orderText, model.paymentText, model.cardName]
    case let model as PurchaseSummaryViewModel: texts = [model.message, model.totalText, model.cardName, "\(model.quantity)"]
    case let model as WalletViewModel: texts = model.rows.map { $0.name + $0.detail }
    case let model as CardDetailViewModel: texts = [model.holder, model.maskedNumber, model.expiryText]
    case let model as FirstViewModel: texts = [model.text, "\(model.nextNumber)"]
    case let model as SecondViewModel: texts = ["\(model.number)"]
    case let model as StringScreenViewModel: texts = [model.text]
    case let model as ContentItemViewModel: texts = [model.item]
    case let model as ConfigLinkAViewModel: texts = [model.message]
    case let model as ConfigLinkBViewModel: texts = [model.parameter]
    case let model as ConfigChildViewModel: texts = ["\(model.number)"]
    case let model as UnavailableViewModel: texts = [model.message]
    default: texts = []
    }
    return texts.reduce(0) { $0 + $1.utf8.count }
}
