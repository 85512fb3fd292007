import Foundation

struct Pet {
    let serialNumber: String
    var name: String
    var id: UUID { UUID() }
}
