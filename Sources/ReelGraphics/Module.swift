// ReelGraphics
