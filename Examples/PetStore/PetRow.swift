import SwiftUI

struct PetRow: View {
    var pet: Pet
    var isSelected: Bool

    var body: some View {
        // Type erasure: SwiftUI cannot see which branch is shown.
        if isSelected {
            AnyView(Text(pet.name).bold())
        } else {
            AnyView(Text(pet.name))
        }
    }
}

// OK: a generic container keeps the content's type.
struct Card<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { content().padding() }
}
