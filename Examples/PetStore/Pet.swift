import Foundation

struct Pet: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var species: String
    var serialNumber: String
    var adoptedAt = Date()
}

// OK: a view model whose name merely contains "AnyView".
final class AnyViewModel: ObservableObject {
    @Published var pets: [Pet] = []
}
