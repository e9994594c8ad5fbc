/// Changing what a screen's link says without making it another screen.
extension FlowState {
    /// Gives `id` — one of this level's entries, or this level's own presentation — another link,
    /// keeping its identity.
    ///
    /// A link is what a saved state or a deep link keeps of a screen, so a choice the user makes
    /// on a screen that must survive a restart belongs in its link: a purchase's quantity, chosen
    /// on the cover's first screen, is a parameter of the cover's link. Changing it this way
    /// changes nothing else: callbacks, the leave guard and attached objects (the screen's view
    /// model) stay, and since planners and adapters compare identities, the page stays on screen
    /// as it is and a sheet or cover keeps its window. A change that should show another screen
    /// is a push, a pop or a presentation instead.
    ///
    /// ```swift
    /// // The quantity changes on the cover's root screen; the cover's link keeps it.
    /// cover.replaceLink(of: cover.presentation!.id, with: PurchaseLink.addToCart(quantity: 3))
    /// ```
    ///
    /// Returns false, changing nothing, when `id` is neither.
    @discardableResult
    public func replaceLink(of id: FlowID, with link: some Hashable & Sendable) -> Bool {
        let link = AnyFlowLink(link)
        checkInDebugBuilds(link)
        if let presentation, presentation.id == id {
            if presentation.link != link { self.presentation = presentation.with(link: link) }
            return true
        }
        guard let index = storedPath.index(of: id) else { return false }
        if storedPath[index].link != link { storedPath.replaceLink(of: id, with: link) }
        return true
    }

    /// Takes `presentation`'s link (same identity, style and stack), for restoring a snapshot in
    /// which only the link of a level that stays has changed.
    func adoptLink(of presentation: Presentation) {
        guard let current = self.presentation, current.id == presentation.id, current != presentation else { return }
        self.presentation = current.with(link: presentation.link)
    }
}

extension Presentation {
    /// The same presentation (identity, style, stack) showing `link`.
    func with(link: AnyFlowLink) -> Presentation {
        Presentation(id: id, style: style, link: link, hostsNavigation: hostsNavigation, owner: owner)
    }
}
