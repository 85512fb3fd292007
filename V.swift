import SwiftUI
struct Row: View {
    var message: MessageSD
    var body: some View {
        Text(message.content).if(message.role == "user") { $0.padding() }
    }
}
struct List2: View {
    @State var messages: [MessageSD] = []
    var body: some View {
        ForEach(messages) { message in Row(message: message) }
        Button("x") { messages = [] }
    }
}
extension View {
    @ViewBuilder func `if`<T: View>(_ c: Bool, transform: (Self) -> T) -> some View { if c { transform(self) } else { self } }
}
