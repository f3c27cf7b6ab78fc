//
//  HTTPMethod.swift
//  unsplashFeedClone
//
//  Created by Nguyen Xuan Tho on 16/11/2021.
//

import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
}
