extension JSONLine {
    /// Adds a cell's number.
    package mutating func add(_ key: String, _ cell: CellID) {
        add(key, cell.number)
    }
}
