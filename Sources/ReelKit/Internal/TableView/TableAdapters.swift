import Foundation

/// What the table view's rows (a collection view) are answered by: the table's data source, delegate and prefetch
/// data source, each through an adapter that calls it with the table's names. A diffable table data source brings
/// its own collection view data source. The adapters are held here: the collection view holds them weakly.
@preconcurrency @MainActor
final class TableAdapters {
    /// Header and footer view classes by reuse identifier.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Header and footer nibs by reuse identifier.
    var headerFooterNibs: [String: UINib] = [:]
    private var dataSource: TableDataSourceAdapter?
    private var delegate: TableDelegateAdapter?
    private var prefetch: TablePrefetchAdapter?

    func dataSourceChanged(on table: UITableView) {
        guard let source = table.dataSource, !(source is any TableDiffableSource) else {
            dataSource = nil
            if table.dataSource == nil { table.rows.dataSource = nil }
            return
        }
        let adapter = TableDataSourceAdapter(table: table, source: source)
        dataSource = adapter
        table.rows.dataSource = adapter
    }

    func delegateChanged(on table: UITableView) {
        guard let source = table.delegate else {
            delegate = nil
            table.rows.delegate = nil
            return
        }
        let adapter = TableDelegateAdapter(table: table, source: source)
        delegate = adapter
        table.rows.delegate = adapter
    }

    func prefetchDataSourceChanged(on table: UITableView) {
        guard let source = table.prefetchDataSource else {
            prefetch = nil
            table.rows.prefetchDataSource = nil
            return
        }
        let adapter = TablePrefetchAdapter(table: table, source: source)
        prefetch = adapter
        table.rows.prefetchDataSource = adapter
    }
}

/// A table data source that feeds the rows' collection view itself (`UITableViewDiffableDataSource`).
@preconcurrency @MainActor
protocol TableDiffableSource: AnyObject {}

/// The table's data source, asked as the rows' collection view asks.
@preconcurrency @MainActor
final class TableDataSourceAdapter: UICollectionViewDataSource {
    private weak var table: UITableView?
    private weak var source: (any UITableViewDataSource)?

    init(table: UITableView, source: any UITableViewDataSource) {
        self.table = table
        self.source = source
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let source else { return 0 }
        return source.numberOfSections(in: table)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let source else { return 0 }
        return source.tableView(table, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let table, let source else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return source.tableView(table, cellForRowAt: indexPath)
    }
}

/// The table's delegate, told what the rows' collection view tells its delegate.
@preconcurrency @MainActor
final class TableDelegateAdapter: UICollectionViewDelegate {
    private weak var table: UITableView?
    private weak var source: (any UITableViewDelegate)?

    init(table: UITableView, source: any UITableViewDelegate) {
        self.table = table
        self.source = source
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let table, let source, let cell = cell as? UITableViewCell else { return }
        source.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        guard let table, let source, let cell = cell as? UITableViewCell else { return }
        source.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table, let source else { return }
        source.tableView(table, didSelectRowAt: indexPath)
    }
}

/// The table's prefetch data source, told the ranges reel's prefetcher moves through.
@preconcurrency @MainActor
final class TablePrefetchAdapter: UICollectionViewDataSourcePrefetching {
    private weak var table: UITableView?
    private weak var source: (any UITableViewDataSourcePrefetching)?

    init(table: UITableView, source: any UITableViewDataSourcePrefetching) {
        self.table = table
        self.source = source
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        guard let table, let source else { return }
        source.tableView(table, prefetchRowsAt: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        guard let table, let source else { return }
        source.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
    }
}
