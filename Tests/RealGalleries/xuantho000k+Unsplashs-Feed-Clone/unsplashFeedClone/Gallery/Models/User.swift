//
//  User.swift
//  unsplashFeedClone
//
//  Created by Nguyen Xuan Tho on 17/11/2021.
//

import Foundation

struct User: Codable {
    var name: String
}
