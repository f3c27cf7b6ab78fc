//
//  CharacterCellContent.swift
//  RickAndMortyFunApp
//
//  Created by Rusłan Chamski on 12/03/2019.
//  Copyright © 2019 Rusłan Chamski. All rights reserved.
//
import Foundation

struct CharacterCellContent {
    let name: String
    let imageURl: String
    let locationName: String
}
