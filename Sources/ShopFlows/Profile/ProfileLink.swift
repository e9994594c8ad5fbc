import FlowCoordinator

/// Where the Profile tab can go.
public enum ProfileLink: FlowLink {
    /// The edit form, presented in a sheet.
    case edit
    /// The settings screen, pushed.
    case settings
}
