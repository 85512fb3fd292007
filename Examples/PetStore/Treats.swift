import SwiftUI

struct Treat: Identifiable {
    // A fresh identity on every read: rows are rebuilt and lose their state.
    var id: UUID { UUID() }
    var name: String
    var serialNumber: String
}

struct TreatList: View {
    var treats: [Treat]
    @State private var favorites: [Pet] = []

    var body: some View {
        List {
            // Two treats with one name collide.
            ForEach(treats, id: \.name) { treat in
                Text(treat.name)
            }
            // OK: a stable, unique key path.
            ForEach(treats, id: \.serialNumber) { treat in
                Text(treat.serialNumber)
            }
            // Index identity: inserting a favorite shifts every row after it.
            ForEach(favorites.indices, id: \.self) { index in
                PetRow(pet: favorites[index], isSelected: false)
            }
            // OK: Pet's stored `let id = UUID()` is stable.
            ForEach(favorites) { pet in
                PetRow(pet: pet, isSelected: true)
            }
        }
        .id(UUID())
    }
}

struct Ratings: View {
    var count: Int

    var body: some View {
        HStack {
            // SwiftUI reads this range once; later changes of `count` are ignored.
            ForEach(0..<count) { star in
                Image(systemName: "star.fill").id(star)
            }
            // OK: a constant range.
            ForEach(0..<5) { _ in Image(systemName: "star") }
        }
    }
}
