import FlowCoordinator
import FlowCoordinatorTesting
import FlowTestSupport
import Testing

/// The names of earlier versions still build, with a deprecation warning (these tests are
/// deprecated themselves, so the warning is accepted here), and do what their replacements do.
@MainActor
@Suite("Deprecated names")
struct DeprecatedNameTests {
    @Test("dismiss() closes the sheet it is called on, as close() does")
    @available(*, deprecated)
    func dismiss() {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"))
        sheet.dismiss()
        #expect(root.presented == nil)
        #expect(recordingMisuse { root.dismiss() }.count == 1, "a root level: a misuse, as with close()")
    }

    @Test("dismissPresented() closes what the level presents, as closePresented() does")
    @available(*, deprecated)
    func dismissPresented() {
        let root = FlowState()
        root.present(ContentLink.sheetLink(item: "a")).present(ContentLink.thirdLink)
        root.dismissPresented()
        #expect(root.presented == nil)
    }

    @Test("dismissTop() closes the topmost presentation only, as closeTopmost() does")
    @available(*, deprecated)
    func dismissTop() {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"))
        sheet.present(ContentLink.thirdLink)
        root.dismissTop()
        #expect(root.presented === sheet)
        #expect(sheet.presented == nil)
    }

    @Test("dismiss(_:) and dismissAll() close by identity and everything, as closePresentation(_:) and closeAllPresentations() do")
    @available(*, deprecated)
    func dismissByIdentityAndAll() throws {
        let root = FlowState()
        let sheet = root.present(ContentLink.sheetLink(item: "a"))
        let top = sheet.present(ContentLink.thirdLink)
        #expect(root.dismiss(try #require(top.presentation?.id)))
        #expect(sheet.presented == nil)
        root.dismissAll()
        #expect(root.presented == nil)
    }

    @Test("finish(_:with:) finishes an entry through its typed handler, as its ResultHandle does")
    @available(*, deprecated)
    func finishEntry() {
        let root = FlowState.mock(path: ["a"])
        let log = Recorder<Leaving<Int>>()
        let handle = root.push("b") { (d: Leaving<Int>) in log.record(d) }
        root.finish(handle.id, with: 5)
        #expect(root.links == anyLinks("a"))
        #expect(log.values == [Leaving(reason: .program, result: 5)])
    }

    @Test("finish(_:with:) with a value of the wrong type is reported, never dropped silently")
    @available(*, deprecated)
    func finishEntryOfTheWrongType() {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let handle = root.push("b") { (d: Leaving<Int>) in log.record(d) }
        let misuses = recordingMisuse { root.finish(handle.id, with: "five") }
        #expect(misuses.count == 1)
        #expect(log.values == [Leaving(reason: .program, result: nil)])
    }

    @Test("finish(with:) on a presented level delivers to its presenter, as its ResultHandle does")
    @available(*, deprecated)
    func finishPresentation() {
        let root = FlowState()
        let log = Recorder<Leaving<Int>>()
        let handle = root.present(ContentLink.sheetLink(item: "a")) { (d: Leaving<Int>) in log.record(d) }
        handle.level?.finish(with: 3)
        #expect(root.presented == nil)
        #expect(log.values == [Leaving(reason: .program, result: 3)])
    }

    @Test("presentedItem(as:) reads a sheet or a cover, as presentedLink(as:) does")
    @available(*, deprecated)
    func presentedItemAs() {
        let root = FlowState()
        root.present(ContentLink.thirdLink, style: .cover)
        #expect(root.presentedItem(as: ContentLink.self) == .thirdLink)
        #expect(root.presentedLink(as: ContentLink.self) == .thirdLink)
        #expect(root.presentedItem == nil, "presentedItem is the sheet's")
    }

    @Test("screen(for:), rootScreen, topScreen, sidebarSelection and attachment read what their new names read")
    @available(*, deprecated)
    func viewModelNames() throws {
        final class Model {}
        let root = FlowState()
        root.registerRoot(title: "List", isSidebar: true) { _ in Model() }
        root.register(ContentLink.self, title: { _ in "Step" }) { _, _ in Model() }
        let id = root.push(ContentLink.thirdLink)
        let entry = try #require(root.topEntry)
        #expect(root.screen(for: entry) === root.viewModel(for: entry))
        #expect(root.rootScreen === root.rootViewModel)
        #expect(root.topScreen === root.topViewModel)
        #expect(root.sidebarSelection == root.sidebarChoice)
        #expect(root.attachment(Model.self, for: id) === root.object(Model.self, for: id))
    }

    @Test("push(_:onDismiss:), present(...onDismiss:), Dismissal and DismissReason deliver what push(_:onLeave:), present(...onLeave:), Leaving and LeaveReason do")
    @available(*, deprecated)
    func onDismiss() {
        let root = FlowState()
        let log = Recorder<Dismissal<Int>>()
        let pushed = root.push("b", onDismiss: { (d: Dismissal<Int>) in log.record(d) })
        pushed.finish(with: 5)
        #expect(root.path.isEmpty)
        root.present(ContentLink.sheetLink(item: "a"), style: .cover, onDismiss: { (d: Dismissal<Int>) in log.record(d) })
        #expect(root.presentedLink(as: ContentLink.self) == .sheetLink(item: "a"))
        root.closePresented()
        #expect(log.values == [Leaving(reason: .program, result: 5), Leaving(reason: .program, result: nil)])
        let reason: DismissReason = .user
        #expect(reason == LeaveReason.user)
    }

    @Test("setDismissHandler(for:_:) reconnects an entry's handler, as setLeaveHandler(for:_:) does")
    @available(*, deprecated)
    func setDismissHandler() {
        let root = FlowState()
        let id = root.push("b")
        let log = Recorder<DismissReason>()
        root.setDismissHandler(for: id) { (d: Dismissal<Void>) in log.record(d.reason) }
        root.pop()
        #expect(log.values == [.program])
        let misuses = recordingMisuse { root.setDismissHandler(for: id) { (_: Dismissal<Void>) in } }
        #expect(misuses.count == 1, "an identity no longer in the state: a misuse, as with setLeaveHandler(for:_:)")
    }

    @Test("dismissDialog(), isDismissed and DialogState(alert:message:dismissLabel:) do what closeDialog(), isClosed and closeLabel: do")
    @available(*, deprecated)
    func dialogAndLevelNames() {
        let root = FlowState()
        root.show(DialogState(alert: "Saved", dismissLabel: "Fine"))
        #expect(root.dialog?.buttons.map(\.label) == ["Fine"])
        #expect(root.dialog?.buttons.map(\.role) == [.cancel])
        root.dismissDialog()
        #expect(root.dialog == nil)
        let sheet = root.present(ContentLink.sheetLink(item: "a"))
        #expect(!sheet.isDismissed)
        sheet.close()
        #expect(sheet.isDismissed && sheet.isClosed)
    }

    @Test("ToastQueue's userDismissed(_:) and dismiss(_:) do what userClosed(_:) and close(_:) do")
    @available(*, deprecated)
    func toastNames() {
        let toasts = ToastQueue()
        let first = toasts.show("One")
        let second = toasts.show("Two")
        let third = toasts.show("Three")
        toasts.dismiss(third)
        #expect(toasts.queued.map(\.id) == [second], "a waiting toast taken away")
        #expect(toasts.userDismissed(first) == .applied)
        #expect(toasts.current?.id == second)
        #expect(toasts.userDismissed(first) == .ignored, "a late report does nothing")
    }
}
