import FlowCoordinator

/// The seed's `ContentLink`: every place the content screen can go, with parameters.
public enum ContentLink: FlowLink {
    case firstLink(text: String)
    case secondLink(number: Int)
    case thirdLink
    case sheetLink(item: String)
    case coverLink(item: String)

    /// How the link is shown: `nil` to push it, or the style it is presented in (the seed's
    /// `navigationLink` / `sheetLink` split).
    public var presentationStyle: PresentationStyle? {
        switch self {
        case .firstLink, .secondLink, .thirdLink: nil
        case .sheetLink: .sheet
        case .coverLink: .cover
        }
    }

    /// Whether the link carries the content screen's text.
    var carriesText: Bool {
        switch self {
        case .firstLink, .sheetLink, .coverLink: true
        case .secondLink, .thirdLink: false
        }
    }
}
