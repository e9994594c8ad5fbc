extension StateArchive {
    /// How much a saved state may hold, so that reading a crafted or runaway file is bounded work:
    /// restoring what is within the limits takes moments, and a document beyond them is refused
    /// whole (``RestorationError/tooLarge(_:)``) before anything is built from it.
    public struct Limits: Hashable, Sendable {
        /// The most screens one stack (a tab's, or a presented window's) may hold.
        public var pathLength: Int
        /// The most windows presented one over another above a root level.
        public var presentationDepth: Int

        /// Limits of `pathLength` screens per stack and `presentationDepth` windows presented one
        /// over another.
        public init(pathLength: Int, presentationDepth: Int) {
            self.pathLength = pathLength
            self.presentationDepth = presentationDepth
        }

        /// Far beyond what a person builds by hand, and still restored at once.
        public static let standard = Limits(pathLength: 200, presentationDepth: 16)

        /// Throws when `flow` goes beyond the limits.
        func check(_ flow: FlowSnapshot) throws(RestorationError) {
            let presented = flow.levels.count - 1
            guard presented <= presentationDepth else {
                throw .tooLarge("\(presented) windows are presented one over another, at most \(presentationDepth)")
            }
            if let longest = flow.levels.map(\.path.count).max(), longest > pathLength {
                throw .tooLarge("a stack holds \(longest) screens, at most \(pathLength)")
            }
        }
    }
}
