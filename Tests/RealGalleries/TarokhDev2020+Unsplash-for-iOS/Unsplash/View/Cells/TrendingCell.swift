//
//  TrendingCell.swift
//  Unsplash
//
//  Created by Tarokh on 9/23/20.
//  Copyright © 2020 Tarokh. All rights reserved.
//

import UIKit

class TrendingCell: UICollectionViewCell {
    
    // define some @IBOutlets
    @IBOutlet var trendingImageView: UIImageView!
    
    
}
