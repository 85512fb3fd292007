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
            // Index identity: adopting puts the new pet first, so every row moves to the next
            // index and a nickname being typed stays with the position, not with its pet.
            ForEach(favorites.indices, id: \.self) { index in
                TextField("Nickname", text: $favorites[index].name)
            }
            Button("Adopt a kitten") {
                favorites.insert(Pet(name: "Kitten", species: "cat", serialNumber: "new"), at: 0)
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
    @State private var count = 3

    var body: some View {
        HStack {
            // SwiftUI reads this range once: the star the button adds never appears.
            ForEach(0..<count) { star in
                Image(systemName: "star.fill").id(star)
            }
            Button("Add a star") { count += 1 }
            // OK: a constant range.
            ForEach(0..<5) { _ in Image(systemName: "star") }
        }
    }
}
