//
//  ViewModelState.swift
//  Unsplash
//
//  Created by Tarokh on 9/23/20.
//  Copyright © 2020 Tarokh. All rights reserved.
//

import Foundation

enum ViewModelState {
    case success
    case failure
}
