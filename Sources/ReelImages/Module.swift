// ReelImages
