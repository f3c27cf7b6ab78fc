//
//  MovieListResults.swift
//  TheMovieDb
//
//  Created by Misael Chávez on 31/10/21.
//

import Foundation

struct MovieListResults: Decodable {
    let results: [MovieItem]?
}
