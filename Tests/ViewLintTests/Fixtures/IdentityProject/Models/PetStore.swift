import Combine
import IdentifiedCollections

final class PetStore: ObservableObject {
    @Published var pets: [Pet] = []
    @Published var treats: IdentifiedArrayOf<Treat> = []
    var countries = [Country]()
    func adopt(_ pet: Pet) { pets.insert(pet, at: 0) }
}

enum Layout {
    static let columns = 3
    static let sizes = ["S", "M", "L"]
}
