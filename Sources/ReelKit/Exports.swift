// A ported file imports ReelKit where it imported UIKit; UIKit brings Foundation with it, and so does ReelKit.
// What a run reports of the gallery's code and the schedules `reel explore` finds are named in Reel's and
// ReelTesting's results, so ReelKit re-exports those three types; the executors that make them stay inside reel
// (ReelExecutors is no product).
@_exported import Foundation
@_exported import enum ReelExecutors.ChoicePoint
@_exported import struct ReelExecutors.Schedule
@_exported import struct ReelExecutors.UserCodeOutcome
