//
//  Link.swift
//  unsplashFeedClone
//
//  Created by Nguyen Xuan Tho on 17/11/2021.
//

import Foundation

struct Link: Codable {
    var thumb: String
}
