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
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// An index path for `row` in `section`.
        public init(row: Int, section: Int) { self.init(item: row, section: section) }
    }
#endif

#if !canImport(UIKit)
    extension NSIndexPath {
        /// An index path for `row` in `section` (UIKit's table-view index paths, as Objective-C-era code makes them).
        public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }

        /// An index path for `item` in `section`.
        public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

        /// The section.
        public var section: Int { index(atPosition: 0) }

        /// The row within its section.
        public var row: Int { index(atPosition: 1) }

        /// The item within its section.
        public var item: Int { index(atPosition: 1) }
    }
#endif
