// A ported file imports ReelKit where it imported UIKit; UIKit brings Foundation with it, and so does ReelKit.
@_exported import Foundation
