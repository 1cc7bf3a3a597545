// Stub of Apple's UIKit for type-checking the UIKit face on Linux (see README.md beside Package.swift).
@_exported import Foundation
