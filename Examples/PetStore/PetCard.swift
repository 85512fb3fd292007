import SwiftUI

// A popular helper: the condition becomes structural identity at every call site.
extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct ExpirationModifier: ViewModifier {
    var date: Date

    // Two identities: the content's state is lost when `date < .now` flips.
    func body(content: Content) -> some View {
        if date < .now {
            content.opacity(0.3)
        } else {
            content
        }
    }
}

final class TreatStore: ObservableObject {
    static let shared = TreatStore()
    @Published var treats: [Treat] = []
}

struct PetCard: View {
    var pet: Pet
    var isSelected: Bool
    var showsSpecies: Bool
    // Re-created whenever the parent re-renders.
    @ObservedObject var store = TreatStore()
    // OK: shared instances and injected objects are owned elsewhere.
    @ObservedObject var shared = TreatStore.shared

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if showsSpecies {
                HStack {
                    NameTag(name: pet.name)
                    Text(pet.species)
                }
            } else {
                NameTag(name: pet.name)
            }
            Text(pet.name).if(isSelected) { $0.bold() }
            // OK: different views in the two branches.
            if isSelected {
                Image(systemName: "checkmark")
            } else {
                Text("Tap to select (\(store.treats.count) treats)")
            }
        }
    }
}

struct DebugCard: View {
    var body: some View {
        #if DEBUG
        let _ = Self._printChanges() // OK: debug builds only
        #endif
        Text("Debug")
    }
}

// A long name is cut to one line until tapped: the tag keeps that choice in its state.
struct NameTag: View {
    let name: String
    @State private var isExpanded = false

    var body: some View {
        Text(name)
            .lineLimit(isExpanded ? nil : 1)
            .onTapGesture { isExpanded.toggle() }
    }
}
