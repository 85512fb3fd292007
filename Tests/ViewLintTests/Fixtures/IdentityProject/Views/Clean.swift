import SwiftUI

// Near misses: nothing here is reported.
struct Clean: View {
    @ObservedObject var store: PetStore
    @State private var token = UUID()
    var rowCount: Int

    var body: some View {
        VStack {
            ForEach(store.pets, id: \.serialNumber) { Text($0.name).id($0.serialNumber) }
            ForEach(Array(store.pets.enumerated()), id: \.element.serialNumber) { index, pet in
                Text("\(index + 1). \(pet.name)")
            }
            ForEach(0..<5) { Text("\($0)") }
            ForEach(0..<rowCount, id: \.self) { _ in Divider() }
            Text("Refreshable").id(token)
            // ForEach(store.pets, id: \.name) { Text($0.name).id(UUID()) }
            Text("ForEach(store.pets.indices, id: \\.self)")
        }
    }
}
