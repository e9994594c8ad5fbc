/// Keeping what a new state shares with the current one, by value: what setting a path by
/// values and opening a deep link do, so the screens that stay keep their view models and only
/// what changed is pushed or presented.
extension FlowEntry {
    /// `wanted`, with the entries of `current` in place of the ones along the prefix where both
    /// have the same links.
    static func keeping(_ current: [FlowEntry], along wanted: [FlowEntry]) -> [FlowEntry] {
        let shared = zip(current, wanted).prefix { $0.link == $1.link }.count
        return Array(current.prefix(shared)) + wanted.dropFirst(shared)
    }
}

extension FlowSnapshot {
    /// This snapshot, with the identities of `current`'s entries and presentations where they
    /// show the same thing: each stack's prefix of equal links, and a presentation with the same
    /// link and style over a level that is the same all through (a sheet belongs to what it was
    /// presented over).
    func keepingIdentities(of current: FlowSnapshot) -> FlowSnapshot {
        var levels = levels
        for index in levels.indices {
            guard index < current.levels.count else { break }
            if index > 0 {
                guard let old = current.levels[index].presentation, let new = levels[index].presentation,
                      old.link == new.link, old.style == new.style, old.hostsNavigation == new.hostsNavigation
                else { break }
                levels[index].presentation = old
            }
            levels[index].path = FlowEntry.keeping(current.levels[index].path, along: levels[index].path)
            guard levels[index].path == current.levels[index].path else { break }
        }
        return FlowSnapshot(levels: levels)
    }
}
