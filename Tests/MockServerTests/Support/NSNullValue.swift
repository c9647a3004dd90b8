import Foundation

/// JSON `null` for ``Element/json(_:)``.
enum NSNullValue {
    static var null: Any { NSNull() }
}
