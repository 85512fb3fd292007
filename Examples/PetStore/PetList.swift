import SwiftUI

struct PetList: View {
    @StateObject private var model = AnyViewModel()
    @State private var selection: Pet.ID?
    @AppStorage("showsSpecies") private var showsSpecies = false
    var header: AnyView
    var accessories: [AnyView] = []

    var body: some View {
        List {
            header
            ForEach(model.pets) { pet in
                PetRow(pet: pet, isSelected: false)
                PetCard(pet: pet, isSelected: selection == pet.id, showsSpecies: showsSpecies)
                    .modifier(ExpirationModifier(date: pet.adoptedAt))
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
