import FlowCoordinator

/// Seed 004's `CreateConfigFlowLink`: link A is presented (a sheet, or a cover), link B is pushed
/// with a parameter.
public enum CreateConfigFlowLink: FlowLink {
    case flowLinkA
    case flowLinkB(String)
}
