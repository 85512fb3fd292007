import SwiftUI

struct PetList: View {
    @ObservedObject var store: PetStore
    @State private var rows: [Treat] = []

    var body: some View {
        List {
            ForEach(store.pets) { pet in
                Text(pet.name)
            }
            ForEach(store.treats, id: \.name) { treat in
                Text(treat.name)
            }
            ForEach(store.pets.indices, id: \.self) { index in
                TextField("Name", text: $store.pets[index].name).id(index)
            }
            ForEach(0..<store.pets.count) { Text("\($0)") }
            ForEach(0..<Layout.columns) { Text("\($0)") }
            ForEach(Array(store.pets.enumerated()), id: \.element.name) { offset, pet in
                TextField("Name", text: $store.pets[offset].name).id(offset)
            }
        }
    }
}
