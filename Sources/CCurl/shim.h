// placeholder, replaced by the images helper
