// ReelCore
