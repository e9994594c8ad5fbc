/// What one process changed, put into what another process saved since: each part of the user's
/// data merged three ways, from `base` (the file as this process last read or wrote it), `mine`
/// (this process's data now) and `theirs` (the file now).
///
/// The rule is the same for every part: what this process changed since `base` is applied to
/// `theirs`, and everything else of `theirs` stays. So a card added in one process and another
/// added in the other are both kept, a card removed in either stays removed, and a setting
/// changed in one does not undo a name changed in the other. Numbers still to give take the
/// larger of the two, so an id is never given twice. (Both processes reserve their new numbers
/// in the file before giving them: ``UserDataSync``.)
protocol ThreeWayMerge {
    static func merged(base: Self, mine: Self, theirs: Self) -> Self
}

extension Wallet.Contents: ThreeWayMerge {
    /// Their cards, without the ones removed here, with the ones changed here as changed, and
    /// the ones added here at the end (the order: see `mergedList`).
    static func merged(base: Self, mine: Self, theirs: Self) -> Self {
        Self(cards: mergedList(base: base.cards, mine: mine.cards, theirs: theirs.cards),
             nextCardNumber: max(mine.nextCardNumber, theirs.nextCardNumber))
    }
}

extension OrderBook.Contents: ThreeWayMerge {
    /// The orders placed here and there (an order is never changed nor removed).
    static func merged(base: Self, mine: Self, theirs: Self) -> Self {
        Self(orders: mergedList(base: base.orders, mine: mine.orders, theirs: theirs.orders),
             nextNumber: max(mine.nextNumber, theirs.nextNumber))
    }
}

extension Account.Contents: ThreeWayMerge {
    /// Each field as changed here, or as theirs when not changed here.
    static func merged(base: Self, mine: Self, theirs: Self) -> Self {
        func field<Value: Equatable>(_ key: KeyPath<Self, Value>) -> Value {
            mine[keyPath: key] != base[keyPath: key] ? mine[keyPath: key] : theirs[keyPath: key]
        }
        return Self(name: field(\.name), email: field(\.email), isSignedIn: field(\.isSignedIn),
                    orderUpdates: field(\.orderUpdates), newsletter: field(\.newsletter))
    }
}

/// `mine` when `theirs` did not change since `base` (in its order: Undo puts a card back at its
/// place), `theirs` when `mine` did not; otherwise `theirs` in its order, without the elements
/// removed from `base` in `mine`, with the ones changed in `mine` as `mine` has them, and
/// `mine`'s new ones at the end. So two instances always end with one order: each save writes
/// the file's order with its own additions after it, and an instance with nothing to save takes
/// the file's order as it is.
private func mergedList<Element: Identifiable & Equatable>(base: [Element], mine: [Element], theirs: [Element]) -> [Element] {
    if theirs == base { return mine }
    if mine == base { return theirs }
    let before = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Dictionary(mine.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var merged: [Element] = []
    var kept = Set<Element.ID>()
    for element in theirs where kept.insert(element.id).inserted {
        switch (before[element.id], now[element.id]) {
        case (_?, nil): continue  // removed here
        case (let old?, let new?) where old != new: merged.append(new)  // changed here
        default: merged.append(element)
        }
    }
    for element in mine where before[element.id] == nil && kept.insert(element.id).inserted {
        merged.append(element)  // added here
    }
    return merged
}
