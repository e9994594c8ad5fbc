/// The live state as indented lines, for a person to read: what the GTK Inspector's Navigation
/// page shows, and what a bug report can quote.
///
/// ```text
/// window 1 · 960×720 · in front
///   tab items · shown
///     Catalogue
///     #4 Wireless Mouse · ItemsLink.detail(…) · draft
///     ahead: #5 Checkout
///     sheet #7 Add Card · guarded
///       Add Card
/// ```
extension FlowState {
    /// This level, its pages and what it presents, each line starting with `indent`.
    public func outline(indent: String = "") -> [String] {
        var lines: [String] = []
        let waiting = root.restoredDrafts
        func marks(_ hooks: EntryHooks?, _ id: FlowID?) -> String {
            var text = ""
            if hooks?.draft?() != nil || id.map({ waiting[$0] != nil }) == true { text += " · draft" }
            if hooks?.leaveGuard != nil { text += " · guarded" }
            return text
        }
        var ownLine = indent + rootTitle
        if presentation == nil, (keepsRootDraft ? ownHooks.draft?() : nil) ?? waiting[.here] != nil { ownLine += " · draft" }
        if presentation != nil { ownLine += marks(ownHooks, nil) }
        lines.append(ownLine)
        for entry in storedPath.entries {
            lines.append(indent + "\(entry.id) \(title(for: entry)) · \(entry.link)" + marks(entryHooks[entry.id], entry.id))
        }
        for entry in storedForward {
            lines.append(indent + "ahead: \(entry.id) \(title(for: entry.link))" + (waiting[entry.id] != nil ? " · draft" : ""))
        }
        if let dialog = activeDialog?.snapshot {
            lines.append(indent + "\(dialog.style == .alert ? "alert" : "dialog") \(dialog.id) “\(dialog.title)”")
        }
        if let child = presented, let presentation = child.presentation {
            lines.append(indent + "\(presentation.style) \(presentation.id) · \(presentation.link)")
            lines += child.outline(indent: indent + "  ")
        }
        return lines
    }
}

extension TabFlowState {
    /// Every tab of the window, the one shown marked, with its outline, each line starting with
    /// `indent`. A window without tabs shows its one stack.
    public func outline(indent: String = "") -> [String] {
        if tabs.count == 1, tabs[0].rawValue.isEmpty { return self[tabs[0]].outline(indent: indent) }
        return tabs.flatMap { tab in
            [indent + "tab \(tab.rawValue)" + (tab == selectedTab ? " · shown" : "")] + self[tab].outline(indent: indent + "  ")
        }
    }
}

extension WindowsState {
    /// Every open window, the one in front last, with its frame and the outline of its tabs.
    public func outline() -> [String] {
        order.flatMap { id -> [String] in
            var line = Self.place(of: id)
            if let frame = frames[id] { line += " · \(frame.width)×\(frame.height)" + (frame.isMaximized ? " maximized" : "") }
            if id == focusedLast { line += " · in front" }
            return [line] + (self[id]?.navigation.outline(indent: "  ") ?? [])
        }
    }
}
