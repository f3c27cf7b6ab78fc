import Foundation

#if !canImport(UIKit)
    extension IndexPath {
        /// An index path for `item` in `section` (UIKit's collection-view index paths).
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

        /// The item within its section.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The section.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row (table views name the item so).
        public var row: Int { item }

        /// An index path for `row` in `section`.
        public init(row: Int, section: Int) { self.init(item: row, section: section) }
    }
#endif
