//
//  FeedCategories.swift
//  IDDog
//
//  Created by Marcos Lacerda on 25/09/19.
//  Copyright © 2019 Marcos Lacerda. All rights reserved.
//

import Foundation

enum FeedCategories: String {
  
  case husky = "husky"
  case hound = "hound"
  case pug = "pug"
  case labrador = "labrador"
  
}
