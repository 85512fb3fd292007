import SwiftUI

extension View {
    /// A popular helper that hides every caller's view type.
    func eraseToAnyView() -> AnyView { AnyView(self) }
}

struct Badge: View {
    var text: String
    var body: some View {
        Text(text).padding(4).eraseToAnyView()
    }
}
