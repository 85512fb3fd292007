import Combine
import IdentifiedCollections

final class PetStore: ObservableObject {
    @Published var pets: [Pet] = []
    @Published var treats: IdentifiedArrayOf<Treat> = []
    var countries = [Country]()
}

enum Layout {
    static let columns = 3
    static let sizes = ["S", "M", "L"]
}
