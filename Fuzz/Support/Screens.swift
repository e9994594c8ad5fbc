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
        length += read(app.rootScreen(of: tab)) + app.title(ofRoot: tab).utf8.count
        for level in app.tabs[tab].chain {
            if level.presentation != nil {
                length += read(app.rootScreen(of: level)) + app.title(ofRoot: level).utf8.count
            }
            for entry in level.path.entries {
                length += read(app.screen(for: entry, in: level)) + app.title(for: entry).utf8.count
            }
        }
    }
    return length + read(app.visibleScreen())
}

/// The texts a screen's page shows, beyond its title.
@MainActor
private func read(_ screen: ShopScreen) -> Int {
    let texts: [String]
    switch screen {
    case .catalogue(let model): texts = model.rows.map { $0.name + $0.priceText }
    case .itemDetail(let model): texts = [model.priceText, model.description]
    case .addToCart(let model):
        texts = [model.itemName, model.priceText, model.totalText, "\(model.canIncrement)\(model.canDecrement)"]
    case .paymentMethod(let model): texts = model.rows.map { $0.name + $0.detail }
    case .buyItem(let model): texts = [model.totalText, model.orderText, model.paymentText, model.cardName]
    case .purchaseSummary(let model): texts = [model.message, model.totalText, model.cardName, "\(model.quantity)"]
    case .wallet(let model): texts = model.rows.map { $0.name + $0.detail }
    case .cardDetail(let model): texts = [model.holder, model.maskedNumber, model.expiryText]
    case .patternFirst(let model): texts = [model.text, "\(model.nextNumber)"]
    case .patternSecond(let model): texts = ["\(model.number)"]
    case .plainString(let model): texts = [model.text]
    case .patternSheet(let model), .patternCover(let model): texts = [model.item]
    case .configLinkA(let model): texts = [model.message]
    case .configLinkB(let model): texts = [model.parameter]
    case .configChild(let model): texts = ["\(model.number)"]
    case .unavailable(let model): texts = [model.message]
    case .addCard, .profile, .editProfile, .settings, .patterns, .patternContent, .patternThird, .screenA,
         .screenB, .screenC, .createConfig:
        texts = []
    }
    return texts.reduce(screen.title.utf8.count) { $0 + $1.utf8.count }
}
