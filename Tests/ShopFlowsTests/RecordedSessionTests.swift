// A session recorded by FlowCoordinator's navigation journal, replayed headlessly.
// Written by NavigationJournal.swiftTest(named:importing:registry:links:ending:).

import Testing
import FlowCoordinator
import FlowCoordinatorTesting
import ShopFlows

@MainActor
@Test func recordedSession() throws {
    let replay = JournalReplay(registry: ShopRoutes.registry)
    // #1 window 1 · program · open window 1
    // #2 window 1 · user · select tab patterns
    // #3 window 1 · patterns · user · path [] → [PatternsLink.content#1]
    try replay.setPath(#"window 1 · patterns"#, [#"{"type":"patterns","value":{"content":{}}}"#], ahead: [])
    // #4 window 1 · patterns · user · push [ContentLink.firstLink(text: "Swift")#2]
    try replay.push(#"window 1 · patterns"#, [#"{"type":"content","value":{"firstLink":{"text":"Swift"}}}"#])
    // #5 window 1 · patterns · user · push [ContentLink.secondLink(number: 5)#3]
    try replay.push(#"window 1 · patterns"#, [#"{"type":"content","value":{"secondLink":{"number":5}}}"#])
    // #6 window 1 · patterns · user · push [ContentLink.thirdLink#4]
    try replay.push(#"window 1 · patterns"#, [#"{"type":"content","value":{"thirdLink":{}}}"#])
    // #7 window 1 · patterns · user · back from [ContentLink.firstLink(text: "Swift")#2, ContentLink.secondLink(number: 5)#3, ContentLink.thirdLink#4]
    replay.back(#"window 1 · patterns"#, count: 3)
    // #8 window 1 · patterns · user · forward to [ContentLink.firstLink(text: "Swift")#2]
    replay.forward(#"window 1 · patterns"#, count: 1)
    // #9 window 1 · patterns · user · back from [ContentLink.firstLink(text: "Swift")#2]
    replay.back(#"window 1 · patterns"#, count: 1)
    // #10 window 1 · patterns · user · present sheet(ContentLink.sheetLink(item: "Swift"))#5
    try replay.present(#"window 1 · patterns"#, #"{"type":"content","value":{"sheetLink":{"item":"Swift"}}}"#, style: .sheet, hostsNavigation: false, path: [])
    // #11 window 1 · patterns · user · close sheet(ContentLink.sheetLink(item: "Swift"))#5
    replay.close(#"window 1 · patterns"#)
    // #12 window 1 · user · select tab items
    // #13 window 1 · items · user · path [] → [ItemsLink.detail(itemID: 4)#6]
    try replay.setPath(#"window 1 · items"#, [#"{"type":"items","value":{"detail":{"itemID":4}}}"#], ahead: [])
    // #14 window 1 · items · user · back from [ItemsLink.detail(itemID: 4)#6]
    replay.back(#"window 1 · items"#, count: 1)

    #expect(replay.links(at: #"window 1 · items"#) == #"[] >> [ItemsLink.detail(itemID: 4)]"#)
    #expect(replay.links(at: #"window 1 · wallet"#) == #"[]"#)
    #expect(replay.links(at: #"window 1 · profile"#) == #"[]"#)
    #expect(replay.links(at: #"window 1 · patterns"#) == #"[PatternsLink.content] >> [ContentLink.firstLink(text: "Swift"), ContentLink.secondLink(number: 5), ContentLink.thirdLink]"#)
}
