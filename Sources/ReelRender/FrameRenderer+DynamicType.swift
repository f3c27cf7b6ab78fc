import ReelCore

extension FrameRenderer {
    /// The template's title and subtitle styles at the text size `cell` was laid out at (Dynamic Type): scaled
    /// fonts, and in self-sizing cells (those with wrapped title lines) scaled baselines and line heights too.
    func textStyles(for cell: VisibleCell) -> (title: TextStyle?, subtitle: TextStyle?) {
        let selfSizing = cell.titleLines != nil
        return (
            template.cell.title?.scaled(for: cell.contentSize, selfSizing: selfSizing),
            template.cell.subtitle?.scaled(for: cell.contentSize, selfSizing: selfSizing)
        )
    }
}
