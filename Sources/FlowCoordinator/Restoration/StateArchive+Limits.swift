extension StateArchive {
    /// How much a saved state may hold, so that reading a crafted or runaway file is bounded work:
    /// restoring what is within the limits takes moments, and a document beyond them is refused
    /// whole (``RestorationError/tooLarge(_:)``) before anything is built from it.
    public struct Limits: Hashable, Sendable {
        /// The most screens one stack (a tab's, or a presented window's) may hold.
        public var pathLength: Int
        /// The most windows presented one over another above a root level.
        public var presentationDepth: Int
        /// The most windows an app may have open.
        public var windows = 64

        /// Limits of `pathLength` screens per stack and `presentationDepth` windows presented one
        /// over another.
        public init(pathLength: Int, presentationDepth: Int) {
            self.pathLength = pathLength
            self.presentationDepth = presentationDepth
        }

        /// Far beyond what a person builds by hand, and still restored at once.
        public static let standard = Limits(pathLength: 200, presentationDepth: 16)

        /// Throws when the document's windows go beyond the limits, or are not windows: none, one
        /// identity twice, or a frame no window has.
        func check(_ windows: [Document.Window]) throws(RestorationError) {
            guard !windows.isEmpty else { throw .inconsistent("the document has no window") }
            guard windows.count <= self.windows else {
                throw .tooLarge("\(windows.count) windows are open, at most \(self.windows)")
            }
            guard Set(windows.map(\.id)).count == windows.count else { throw .inconsistent("a window appears twice") }
            for window in windows {
                guard window.id.rawValue >= 1 else { throw .inconsistent("the window identity \(window.id.rawValue) is out of range") }
                guard WindowFrame.sizes.contains(window.width), WindowFrame.sizes.contains(window.height) else {
                    throw .inconsistent("window \(window.id.rawValue) is \(window.width)×\(window.height) pixels, which no window is")
                }
                for tab in window.tabs { try check(tab.flow) }
            }
        }

        /// Throws when `flow` goes beyond the limits.
        func check(_ flow: FlowSnapshot) throws(RestorationError) {
            let presented = flow.levels.count - 1
            guard presented <= presentationDepth else {
                throw .tooLarge("\(presented) windows are presented one over another, at most \(presentationDepth)")
            }
            if let longest = flow.levels.map(\.path.count).max(), longest > pathLength {
                throw .tooLarge("a stack holds \(longest) screens, at most \(pathLength)")
            }
            if let longest = flow.levels.map(\.forward.count).max(), longest > pathLength {
                throw .tooLarge("\(longest) screens are ahead of a stack, at most \(pathLength)")
            }
        }
    }
}
