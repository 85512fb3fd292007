import SwiftUI

struct TreatGrid: View {
    var countries: [Country]

    func cells(_ treats: [Treat]) -> some View {
        ForEach(treats, id: \.name) { Text($0.name) }
    }

    var body: some View {
        ScrollView {
            cells([])
            List(countries) { Text($0.name) }
            Text("Today").id(Date())
            ForEach(Layout.sizes, id: \.self) { Text($0) }
        }
    }
}
