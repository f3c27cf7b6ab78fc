print("reel")
