import Testing
import FlowCoordinator

/// Where a sheet or a cover stands over its window, from the window's size alone.
@Suite("Placing a sheet or a cover over its window")
struct PresentationPlacementTests {
    typealias Frame = PresentationPlacement.Frame

    @Test("a cover lies over its window's whole frame, whatever its size", arguments: [(960, 720), (360, 640), (1280, 800), (2560, 1440)])
    func coverCoversTheWindow(width: Int, height: Int) {
        #expect(PresentationPlacement.frame(of: .cover, parentWidth: width, parentHeight: height)
                == Frame(x: 0, y: 0, width: width, height: height))
    }

    @Test("a sheet in a large window is centred at its own size")
    func sheetCentred() {
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 1280, parentHeight: 800)
                == Frame(x: 360, y: 80, width: 560, height: 640))
    }

    @Test("a sheet is never wider than its window, and leaves a title bar's height of it showing",
          arguments: Array(stride(from: 360, through: 1280, by: 40)))
    func sheetInsideTheWindow(width: Int) {
        for height in [480, 600, 688, 720, 800] {
            let frame = PresentationPlacement.frame(of: .sheet, parentWidth: width, parentHeight: height)
            #expect(frame.width <= width && frame.x >= 0 && frame.x + frame.width <= width)
            #expect(frame.y >= 0 && frame.y + frame.height <= height)
            #expect(height - frame.height >= PresentationPlacement.windowShowing)
        }
    }

    @Test("in a narrow window a sheet is a bottom sheet: the window's width, its bottom on the window's")
    func bottomSheet() {
        #expect(PresentationPlacement.isBottomSheet(parentWidth: 599))
        #expect(!PresentationPlacement.isBottomSheet(parentWidth: 600))
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 360, parentHeight: 640)
                == Frame(x: 0, y: 48, width: 360, height: 592))
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 360, parentHeight: 800)
                == Frame(x: 0, y: 160, width: 360, height: 640))
    }

    @Test("a tiny or unlaid-out window still gets a sheet of at least half its height, inside it")
    func tinyWindow() {
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 200, parentHeight: 60)
                == Frame(x: 0, y: 30, width: 200, height: 30))
        #expect(PresentationPlacement.frame(of: .cover, parentWidth: 0, parentHeight: -5)
                == Frame(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("a sheet is never smaller than its content: over a window too small, it sticks out, centred")
    func minimum() {
        // A sheet over a sheet over a sheet… each 48 px shorter, until the form no longer fits.
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 560, parentHeight: 102, minimum: (300, 102))
                == Frame(x: 0, y: 0, width: 560, height: 102))
        #expect(PresentationPlacement.frame(of: .sheet, parentWidth: 700, parentHeight: 100, minimum: (620, 160))
                == Frame(x: 40, y: -30, width: 620, height: 160))
        let parent = Frame(x: 100, y: 100, width: 700, height: 100)
        let placed = PresentationPlacement.frame(of: .sheet, parentWidth: 700, parentHeight: 100, minimum: (620, 160))
        let shown = Frame(x: 140, y: 130, width: 620, height: 160) // attached below the title bar
        #expect(PresentationPlacement.problem(of: .sheet, shown: shown, placed: placed, parent: parent) == nil)
    }

    @Test("a cover is checked for its whole frame")
    func coverProblem() {
        let parent = Frame(x: 100, y: 40, width: 960, height: 720)
        let placed = Frame(x: 0, y: 0, width: 960, height: 720)
        #expect(PresentationPlacement.problem(of: .cover, shown: parent, placed: placed, parent: parent) == nil)
        let monitor = Frame(x: 0, y: 0, width: 1280, height: 800)
        #expect(PresentationPlacement.problem(of: .cover, shown: monitor, placed: placed, parent: parent)
                == "the cover stands at 1280×800 at (0, 0), its window at 960×720 at (100, 40)")
    }

    @Test("a sheet may be moved up or down by the window manager, but not across, resized or out of its window")
    func sheetProblem() {
        let parent = Frame(x: 100, y: 40, width: 960, height: 720)
        let placed = PresentationPlacement.frame(of: .sheet, parentWidth: 960, parentHeight: 720)
        let atPlace = Frame(x: 100 + placed.x, y: 40 + placed.y, width: placed.width, height: placed.height)
        #expect(PresentationPlacement.problem(of: .sheet, shown: atPlace, placed: placed, parent: parent) == nil)
        // GNOME attaches it below the parent's title bar.
        var attached = atPlace
        attached.y = parent.y + 40
        #expect(PresentationPlacement.problem(of: .sheet, shown: attached, placed: placed, parent: parent) == nil)
        var left = atPlace
        left.x -= 30
        #expect(PresentationPlacement.problem(of: .sheet, shown: left, placed: placed, parent: parent) != nil)
        var larger = atPlace
        larger.width += 10
        #expect(PresentationPlacement.problem(of: .sheet, shown: larger, placed: placed, parent: parent) != nil)
        var below = atPlace
        below.y = parent.y + parent.height - 100
        #expect(PresentationPlacement.problem(of: .sheet, shown: below, placed: placed, parent: parent)?
            .contains("sticks out") == true)
    }
}
