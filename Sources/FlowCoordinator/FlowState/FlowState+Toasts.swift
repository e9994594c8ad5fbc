extension FlowState {
    /// The toasts of the window this level is in: every level of a chain, and every tab of a
    /// ``TabFlowState``, shows its toasts in the same queue, drawn over whichever of the window's
    /// sheets and covers is on top.
    public var toasts: ToastQueue {
        let root = root
        if let queue = root.windowToasts { return queue }
        let queue = ToastQueue()
        root.windowToasts = queue
        return queue
    }
}
