import ViewLintRuleKit

extension AnyViewRule {
    /// Rewrites statements whose every result is an erased view into view-builder content:
    /// `return AnyView(x)` becomes `x`, an early `if … { return … }` takes the statements
    /// after it as its `else`, `guard c else { return a }` and the rest become
    /// `if c { rest } else { a }`, `c ? AnyView(a) : AnyView(b)` becomes `if c { a } else { b }`.
    /// Accepts only `if`/`else` and `guard` (no `#available`), `switch`, `let` and such results;
    /// nil for anything else (a call statement, a result that is not erased here).
    struct ResultRewrite {
        let source: SourceText
        let ancestors: [Node]
        /// One level of indentation as the code around writes it (`    `, `  `, a tab).
        let unit: String
        /// The file's line break (`\r\n` or `\n`).
        let lineBreak: String

        /// Deeper nesting is left alone.
        static let maximumDepth = 12

        init(_ context: RuleContext) {
            source = context.source
            ancestors = context.ancestors
            unit = Self.indentationUnit(context.ancestors, source)
            lineBreak = Indentation.lineBreak(of: source)
        }

        /// The indentation a block adds to its owner's line, read from the innermost block
        /// around the erasure that starts its own line.
        private static func indentationUnit(_ ancestors: [Node], _ source: SourceText) -> String {
            for index in ancestors.indices.reversed() where index >= 1 && ancestors[index].is(.statements) {
                guard let first = ancestors[index].namedChild(0) else { continue }
                let owner = ancestors[index - 1]
                let inner = Indentation.of(first.startByte, in: source), outer = Indentation.of(owner.startByte, in: source)
                if Indentation.lineStart(first.startByte, in: source) != Indentation.lineStart(owner.startByte, in: source),
                   inner.count > outer.count, inner.hasPrefix(outer) {
                    return String(inner.dropFirst(outer.count))
                }
            }
            return "    "
        }

        /// New text for `statements`, whose every path must end in an erased result;
        /// `isWholeBody` allows the implicit result of a single-expression body.
        func block(_ statements: Node, isWholeBody: Bool = false, depth: Int = 0) -> String? {
            let list = statements.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
            guard depth < Self.maximumDepth, !list.isEmpty,
                  let text = sequence(list[...], isWholeBody: isWholeBody, depth: depth) else { return nil }
            return source.text(statements.startByte..<list[0].startByte) + text + source.text(list[list.count - 1].endByte..<statements.endByte)
        }

        /// `list` from its first statement's start to its last one's end.
        private func sequence(_ list: ArraySlice<Node>, isWholeBody: Bool, depth: Int) -> String? {
            var text = ""
            for (offset, statement) in zip(list.indices, list) {
                if offset > list.startIndex { text += source.text(list[offset - 1].endByte..<statement.startByte) }
                let isLast = offset == list.endIndex - 1
                if statement.is(.controlTransferStatement) {
                    guard isLast, statement.textHasPrefix("return"), let value = statement.namedChild(0),
                          let view = result(value, replacing: statement) else { return nil }
                    return text + view
                }
                if statement.is(.ifStatement) {
                    guard let (rewritten, hasElse) = ifStatement(statement, depth: depth) else { return nil }
                    if hasElse {
                        guard isLast else { return nil } // statements after it never run
                        return text + rewritten
                    }
                    // `if c { return a }` then the rest: the rest is the `else`.
                    guard !isLast, let rest = sequence(list[(offset + 1)...], isWholeBody: false, depth: depth + 1) else { return nil }
                    let indent = indentation(of: statement)
                    return text + rewritten + " else {" + lineBreak + indent + unit + reindented(rest) + lineBreak + indent + "}"
                }
                if statement.is(.guardStatement) {
                    // `guard c else { return a }` then the rest: `if c { rest } else { a }`.
                    guard !isLast, let rest = sequence(list[(offset + 1)...], isWholeBody: false, depth: depth + 1),
                          let rewritten = guardStatement(statement, rest: rest, depth: depth) else { return nil }
                    return text + rewritten
                }
                if statement.is(.switchStatement) {
                    guard isLast, let rewritten = switchStatement(statement, depth: depth) else { return nil }
                    return text + rewritten
                }
                if statement.is(.propertyDeclaration), statement.firstChild(.valueBindingPattern)?.textEquals("let") == true, !isLast {
                    text += statement.text
                    continue
                }
                // `{ AnyView(x) }`: a single expression is the body's result.
                guard isLast, isWholeBody, list.count == 1, let view = result(statement, replacing: statement) else { return nil }
                return text + view
            }
            return nil
        }

        /// The `if` chain with each branch rewritten, and whether it ends in `else`.
        private func ifStatement(_ statement: Node, depth: Int) -> (String, Bool)? {
            var text = ""
            var cursor = statement.startByte
            var current = statement
            while true {
                guard current.firstChild(.availabilityCondition) == nil else { return nil }
                var body: Node?, next: Node?, sawElse = false
                for child in current.children {
                    if sawElse {
                        if child.is(.ifStatement) || child.is(.statements) { next = child; break }
                    } else if child.is(.statements), body == nil {
                        body = child
                    } else if child.textEquals("else") {
                        sawElse = true
                    }
                }
                guard let body, let rewritten = block(body, depth: depth + 1) else { return nil }
                text += source.text(cursor..<body.startByte) + rewritten
                cursor = body.endByte
                guard let next else { return (text + source.text(cursor..<current.endByte), false) }
                if next.is(.ifStatement) {
                    current = next
                    continue
                }
                guard let last = block(next, depth: depth + 1) else { return nil }
                return (text + source.text(cursor..<next.startByte) + last + source.text(next.endByte..<statement.endByte), true)
            }
        }

        /// `if CONDITIONS {` the rest `} else {` the guard's block `}`.
        private func guardStatement(_ statement: Node, rest: String, depth: Int) -> String? {
            let children = statement.children
            guard let keyword = children.first, keyword.textEquals("guard"),
                  let elseKeyword = children.first(where: { $0.textEquals("else") }),
                  let body = children.first(where: { $0.is(.statements) }), body.startByte > elseKeyword.endByte,
                  let alternative = block(body, depth: depth + 1) else { return nil }
            guard !statement.children(field: .condition).contains(where: { $0.is(.availabilityCondition) }) else { return nil }
            let indent = indentation(of: statement)
            let conditions = source.text(keyword.endByte..<elseKeyword.startByte).trimmingWhitespace
            return "if \(conditions) {" + lineBreak + indent + unit + reindented(rest) + lineBreak + indent + "} else"
                + source.text(elseKeyword.endByte..<body.startByte) + alternative + source.text(body.endByte..<statement.endByte)
        }

        private func switchStatement(_ statement: Node, depth: Int) -> String? {
            var text = ""
            var cursor = statement.startByte
            for entry in statement.namedChildren where entry.is(.switchEntry) {
                guard let body = entry.firstChild(.statements), let rewritten = block(body, depth: depth + 1) else { return nil }
                text += source.text(cursor..<body.startByte) + rewritten
                cursor = body.endByte
            }
            return text + source.text(cursor..<statement.endByte)
        }

        /// The view an erased result holds, or `if c { a } else { b }` for erased alternatives,
        /// written where `replaced` starts.
        private func result(_ value: Node, replacing replaced: Node, depth: Int = 0) -> String? {
            var node = value
            while node.is(.tupleExpression), node.namedChildCount == 1, let inner = node.namedChild(0) { node = inner }
            if node.is(.ternaryExpression) { return branches(node, depth: depth) }
            return erasedView(node).map { text(of: $0, replacing: replaced) }
        }

        /// `if c { a } else { b }` for `c ? AnyView(a) : AnyView(b)`; nested ternaries only a few
        /// levels deep (no unbounded recursion on generated code).
        func branches(_ ternary: Node, depth: Int = 0) -> String? {
            // A closure in an `if` condition would read as the `if`'s body.
            guard depth < Self.maximumDepth, let condition = ternary.child(field: .condition), !condition.textContains("{"),
                  let first = ternary.child(field: .ifTrue).flatMap({ result($0, replacing: $0, depth: depth + 1) }),
                  let second = ternary.child(field: .ifFalse).flatMap({ result($0, replacing: $0, depth: depth + 1) }) else { return nil }
            return "if \(condition.text) { \(first) } else { \(second) }"
        }

        /// The text of `view` written where `replaced` starts.
        func text(of view: Node, replacing replaced: Node) -> String {
            Indentation.moved(view.text, from: view.startByte, to: replaced.startByte, in: source)
        }

        /// `x` in `AnyView(x)`, `AnyView(erasing: x)`, `AnyView.init(x)`, `x.eraseToAnyView()`,
        /// when its type is known here (as the rule requires of every erasure it reports).
        private func erasedView(_ node: Node) -> Node? {
            guard node.is(.callExpression), let call = CallSyntax(node), call.trailingClosure == nil else { return nil }
            let callee = call.callee
            let erased: Node?
            if let member = call.member, call.hasNoArguments, member.textContains("AnyView"), AnyViewRule.isErasingHelperName(member.text) {
                erased = callee.child(field: .target)
            } else if callee.textEquals("AnyView") || callee.textEquals("SwiftUI.AnyView") || callee.textEquals("AnyView.init"),
                      call.arguments.count == 1 {
                erased = call.arguments[0].child(field: .value)
            } else {
                erased = nil
            }
            guard let erased, Sink.isBuiltHere(erased) && !Sink.callsStoredClosure(erased, ancestors) || Sink.isConcreteParameter(erased, ancestors) else { return nil }
            return erased
        }

        private func indentation(of node: Node) -> String { Indentation.of(node.startByte, in: source) }

        private func reindented(_ text: String) -> String { Indentation.deepened(text, by: unit) }
    }
}

