// Stub of Apple's SwiftUI for type-checking the SwiftUI face on Linux (see README.md beside Package.swift).
@_exported import Foundation
