import ViewLintRuleKit

/// Once the project is indexed: whether the body that creates the object really runs again
/// (its type holds state or reads the environment), whether the object holds state to lose,
/// and, for a child, whether the child only observes what it is given.
struct InlineObjectCheck: IndexCheck {
    enum HandOff: Codable, Equatable {
        /// `.environmentObject(Settings())`, an `ObservableObject`.
        case environmentObject
        /// `.environment(Store())`, an `@Observable` object.
        case environment
        /// `Child(model: Model())`, reported when `Child.model` is `@ObservedObject`.
        case child(type: String, property: String)
    }

    let span: SourceSpan
    let path: String
    let handOff: HandOff
    /// The constructed type as written (`Settings`, `Store.Model`).
    let objectType: String
    /// The type whose body creates the object.
    let holder: String
    /// The construction as written (`Cart()`, `Cart(limit: 3)`) when it takes no argument but
    /// literals and fits on a line: an object stored once, made the same way, is the same.
    let constantConstruction: String?

    func run(_ index: ProjectIndex) -> [Finding] {
        // A property whose changes the index shows (not `@Environment(\.dismiss)`, nor a value
        // the project never sets): SwiftUI evaluates the body again when it changes.
        guard index.conforms(holder, toAnyOf: ["View", "ViewModifier", "App"]),
              let evidence = index.type(named: holder, usedIn: path)?.properties.lazy.compactMap({ property in
                  property.isStatic || property.wrapper == nil ? nil : index.changeEvidence(.init(callee: holder, label: property.name))
              }).first else { return [] }
        let objectName = String(objectType.split(separator: ".").last ?? Substring(objectType))
        // State that only the object's own code writes (loaded in its initializer, mirrored
        // from a publisher or a system setting) is there again in a new instance made the same
        // way: what is lost is what others put in, a view's input or another object's write.
        var state = "whatever it held"
        if let object = index.type(named: objectName, usedIn: path), object.primary != nil {
            let stored = object.properties.filter {
                !$0.isStatic && !$0.isComputed && !$0.isLet && index.data.isWritten($0.name, outside: objectName)
            }
            guard let stored = stored.first(where: { $0.wrapper == "Published" }) ?? stored.first else { return [] }
            state = "what it held (\(stored.wrapper.map { "`@\($0) \(stored.name)`" } ?? "`\(stored.name)`"))"
        }
        let rerun = "each time `\(holder)`'s body runs again (whenever \(evidence) changes)"
        let variable = Self.variableName(objectName)
        let construction = "`\(constantConstruction ?? objectType + "(…)")`"
        switch handOff {
        case .environmentObject, .environment:
            // An object no view of the project reads from the environment loses nothing anyone sees.
            guard let reader = Self.environmentReader(of: objectName, index) else { return [] }
            let modifier = handOff == .environment ? "environment" : "environmentObject"
            let storage = handOff == .environment ? "@State" : "@StateObject"
            let lead = "\(construction) creates a new object \(rerun), and `.\(modifier)` hands the new one to the views below (\(reader)): they lose \(state), and its work starts over."
            let advice = if let constantConstruction {
                "Create it once and pass the stored one: `\(storage) private var \(variable) = \(constantConstruction)` in `\(holder)` (or in an owner above it), then `.\(modifier)(\(variable))`."
            } else {
                "Create it once, where the values it is made from live (a \(storage) here would keep only the first ones), and pass the stored object down."
            }
            return [Finding(span: span, message: lead + " " + advice)]
        case .child(let childType, let property):
            guard let child = index.type(named: childType, usedIn: path),
                  let observed = child.property(named: property), observed.wrapper == "ObservedObject",
                  // With an initializer of its own, the argument may go elsewhere than the property.
                  !child.methods.contains(where: { $0.name == "init" }) else { return [] }
            let lead = "\(construction) creates a new object \(rerun) and passes it to `\(childType).\(property)`, which is `@ObservedObject` and does not own it: `\(childType)` then observes the new one and loses \(state)."
            let advice = if let constantConstruction {
                "Let one view own it: `@StateObject private var \(variable) = \(constantConstruction)` here, passed as `\(property): \(variable)`, or a `@StateObject` in `\(childType)` that is not passed in."
            } else {
                "Let one view own it: a `@StateObject` where the values it is made from live (one here would keep only the first ones), passed down as the stored object."
            }
            return [Finding(span: span, message: lead + " " + advice)]
        }
    }

    /// A view that reads an object of the type from the environment, described (`` `Catalog`
    /// reads it as `@EnvironmentObject cart` ``): the first in name order.
    static func environmentReader(of objectName: String, _ index: ProjectIndex) -> String? {
        for typeName in index.typeNames {
            guard let property = index.type(named: typeName)?.properties.first(where: { property in
                (property.wrapper == "EnvironmentObject" || property.wrapper == "Environment" && property.wrapperKeyPath == nil)
                    && property.type?.baseName == objectName
            }), let wrapper = property.wrapper else { continue }
            return "`\(typeName)` reads it as `@\(wrapper) \(property.name)`"
        }
        return nil
    }

    /// `NavigationState` → `navigationState`, `URLCache` → `urlCache`: the advice's property name.
    static func variableName(_ typeName: String) -> String {
        let scalars = Array(typeName.unicodeScalars)
        guard !scalars.isEmpty else { return "object" }
        var upper = 0
        while upper < scalars.count, scalars[upper].properties.isUppercase { upper += 1 }
        // In `URLCache` the last capital starts the next word.
        let lowered = upper > 1 && upper < scalars.count ? upper - 1 : max(upper, 1)
        return String(String.UnicodeScalarView(scalars[..<lowered])).lowercased() + String(String.UnicodeScalarView(scalars[lowered...]))
    }
}
