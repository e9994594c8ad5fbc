/// What restoring a snapshot over a live state keeps, and what it makes anew.
///
/// Identities restart from 1 in every process, so a saved state can carry the numbers of live
/// entries and presentations that show something else. Restoring keeps only what is the same:
/// an entry with the same identity and link, and a presentation with the same identity, style,
/// stack and type of link over a level that stays as it is all through (a sheet belongs to what
/// it was presented over). Every other saved identity that the live state already uses is
/// renumbered, so the restored state never shares an identity with what it replaced.
struct RestorePlan {
    /// The snapshot to restore, renumbered where needed, and cut at the first level above the
    /// root that has no presentation.
    var snapshot: FlowSnapshot
    /// How many levels, from the bottom, stay the same levels: the restored level itself, then
    /// each level whose presentation is kept.
    var keptLevels: Int
}

extension FlowSnapshot {
    /// How to restore this snapshot over `live`, renumbering every identity that `live` or
    /// `alsoInUse` (another tab's, say) uses for something that is not kept. Renumbered
    /// identities come from ``FlowID/next()``: reserve this snapshot's identities first.
    func restorePlan(over live: FlowSnapshot, alsoInUse: Set<FlowID> = []) -> RestorePlan {
        let inUse = Set(live.allIDs).union(alsoInUse)
        var renumbered: [FlowID: FlowID] = [:]
        func own(_ id: FlowID) -> FlowID {
            guard inUse.contains(id) else { return id }
            if let fresh = renumbered[id] { return fresh }
            let fresh = FlowID.next()
            renumbered[id] = fresh
            return fresh
        }

        var levels: [LevelSnapshot] = []
        var keptLevels = 1
        var belowStays = true
        for (index, saved) in self.levels.enumerated() {
            let current = index < live.levels.count ? live.levels[index] : nil
            var level = saved
            var isKept = index == 0
            if index > 0 {
                guard let presentation = saved.presentation else { break }
                if belowStays, let old = current?.presentation, presentation.canKeep(old) {
                    isKept = true
                    keptLevels = index + 1
                } else {
                    level.presentation = presentation.with(id: own(presentation.id))
                }
            }
            let liveLinks = isKept
                ? Dictionary(current?.path.map { ($0.id, $0.link) } ?? [], uniquingKeysWith: { first, _ in first })
                : [:]
            level.path = saved.path.map { entry in
                liveLinks[entry.id] == entry.link ? entry : FlowEntry(id: own(entry.id), link: entry.link)
            }
            // A page ahead keeps its identity when it is live on this level, ahead or on the stack
            // (the user went back from it).
            let liveForward = isKept
                ? Dictionary(((current?.path ?? []) + (current?.forward ?? [])).map { ($0.id, $0.link) },
                             uniquingKeysWith: { first, _ in first })
                : [:]
            level.forward = saved.forward.map { entry in
                liveForward[entry.id] == entry.link ? entry : FlowEntry(id: own(entry.id), link: entry.link)
            }
            if let dialog = saved.dialog, !(isKept && current?.dialog == dialog) {
                level.dialog = dialog.with(id: own(dialog.id))
            }
            belowStays = isKept && level.path == current?.path
            levels.append(level)
        }
        return RestorePlan(snapshot: FlowSnapshot(levels: levels), keptLevels: keptLevels)
    }
}

extension Presentation {
    /// Whether a restored presentation can stay the live `old` one: the same identity, style and
    /// stack, and a link of the same type (its value may change, as a quantity in a cover's link).
    func canKeep(_ old: Presentation) -> Bool {
        id == old.id && style == old.style && hostsNavigation == old.hostsNavigation
            && link.linkType == old.link.linkType
    }

    /// The same presentation with another identity.
    func with(id: FlowID) -> Presentation {
        Presentation(id: id, style: style, link: link, hostsNavigation: hostsNavigation, owner: owner)
    }
}

extension DialogSnapshot {
    /// The same dialog with another identity.
    func with(id: FlowID) -> DialogSnapshot {
        DialogSnapshot(id: id, style: style, title: title, message: message, buttons: buttons)
    }
}
