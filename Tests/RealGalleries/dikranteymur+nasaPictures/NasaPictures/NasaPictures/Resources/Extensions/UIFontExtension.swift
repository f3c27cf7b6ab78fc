//
//  UIFontExtension.swift
//  NasaPictures
//
//  Created by mdt on 1.12.2021.
//

import UIKit

extension UIFont {
    class func nasaMedium(size: CGFloat) -> UIFont {
        return UIFont(name: "Nasa", size: size)!
    }
    
}
