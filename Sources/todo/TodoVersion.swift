/// The version `todo --version` prints.
enum TodoVersion {
    static let string = "0.1.0"
}
