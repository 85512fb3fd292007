import SwiftUI

struct PetList: View {
    @StateObject private var model = AnyViewModel()
    var header: AnyView
    var accessories: [AnyView] = []

    var body: some View {
        List {
            header
            ForEach(model.pets) { pet in
                PetRow(pet: pet, isSelected: false)
            }
        }
    }

    func detail(for pet: Pet) -> AnyView {
        AnyView(Text(pet.species)) // "AnyView(...)" in a string or this comment is fine
    }

    // OK: `some View` with @ViewBuilder keeps the structure.
    @ViewBuilder func summary(for pet: Pet) -> some View {
        Text("AnyView(\(pet.name))")
    }
}
