// Reel
