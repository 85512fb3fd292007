struct Treat: Hashable {
    var name: String
    var serialNumber: String
}
