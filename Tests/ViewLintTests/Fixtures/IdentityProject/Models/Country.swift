protocol Entity: Identifiable {}

struct Country {
    let code: String
    var name: String
}

extension Country: Entity {
    var id: String { name }
}
