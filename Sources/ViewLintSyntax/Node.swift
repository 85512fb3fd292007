import CTreeSitter

/// A node of a `SyntaxTree`: kind, byte range, children, fields and text.
///
/// A value type over tree-sitter's `TSNode`, valid while its tree is alive (see `tree`).
public struct Node {
    /// Not retained: a node is copied at every step of every walk, and counting references on
    /// each copy cost 2–3% of a full lint. Whoever holds a node holds its tree (the linter,
    /// a rule context, the language server's document) for as long as the node is used; an API
    /// that returns nodes returns their tree with them. Debug builds check it on every read of
    /// the node: a use after the tree is gone traps there instead of reading freed memory.
    #if DEBUG
    public unowned let tree: SyntaxTree
    private let uncheckedRaw: TSNode
    var raw: TSNode {
        _ = tree
        return uncheckedRaw
    }

    init(raw: TSNode, tree: SyntaxTree) {
        self.uncheckedRaw = raw
        self.tree = tree
    }
    #else
    public unowned(unsafe) let tree: SyntaxTree
    let raw: TSNode

    init(raw: TSNode, tree: SyntaxTree) {
        self.raw = raw
        self.tree = tree
    }
    #endif

    private func wrap(_ node: TSNode) -> Node? {
        ts_node_is_null(node) ? nil : Node(raw: node, tree: tree)
    }

    // MARK: Kind

    public var symbol: UInt16 { ts_node_symbol(raw) }
    public func `is`(_ kind: NodeKind) -> Bool { ts_node_symbol(raw) == kind.symbol }
    /// The grammar's name for this node's type (allocates a String: for messages and tests).
    public var kindName: String { String(cString: ts_node_type(raw)) }
    public var isNamed: Bool { ts_node_is_named(raw) }
    public var isError: Bool { ts_node_is_error(raw) }
    public var isMissing: Bool { ts_node_is_missing(raw) }
    /// Whether this node or any descendant is an ERROR or MISSING node.
    public var containsError: Bool { ts_node_has_error(raw) }

    // MARK: Position

    public var startByte: Int { Int(ts_node_start_byte(raw)) }
    public var endByte: Int { Int(ts_node_end_byte(raw)) }
    public var byteRange: Range<Int> { startByte..<endByte }
    public var start: SourcePosition { tree.source.position(ofByte: startByte) }
    public var end: SourcePosition { tree.source.position(ofByte: endByte) }

    // MARK: Text

    /// The node's source text (allocates; prefer `textEquals` in hot paths).
    public var text: String { tree.bytes.text(byteRange) }
    /// The node's text with white space removed (e.g. a type as written).
    public var compactText: String { tree.source.compactText(byteRange) }
    public func textEquals(_ literal: String) -> Bool { tree.bytes.bytes(byteRange, equal: literal) }
    /// Whether the node's text contains `literal` (a byte search, no String built).
    public func textContains(_ literal: String) -> Bool { tree.bytes.bytes(byteRange, contain: literal) }

    /// Whether the node's text starts with `literal`, without building a String.
    public func textHasPrefix(_ literal: String) -> Bool {
        let end = startByte + literal.utf8.count
        return end <= endByte && tree.bytes.bytes(startByte..<end, equal: literal)
    }

    // MARK: Structure

    public var parent: Node? { wrap(ts_node_parent(raw)) }
    public var childCount: Int { Int(ts_node_child_count(raw)) }
    public var namedChildCount: Int { Int(ts_node_named_child_count(raw)) }
    public func child(_ index: Int) -> Node? { wrap(ts_node_child(raw, UInt32(index))) }
    public func namedChild(_ index: Int) -> Node? { wrap(ts_node_named_child(raw, UInt32(index))) }

    /// Visits the children in order with one cursor (linear, unlike repeated `child(i)`),
    /// passing each child's field id (0 for none); stops early when `body` returns false.
    func forEachChild(_ body: (TSNode, UInt16) -> Bool) {
        var cursor = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&cursor) }
        guard ts_tree_cursor_goto_first_child(&cursor) else { return }
        repeat {
            guard body(ts_tree_cursor_current_node(&cursor), ts_tree_cursor_current_field_id(&cursor)) else { return }
        } while ts_tree_cursor_goto_next_sibling(&cursor)
    }

    /// Visits the children in order, without field ids; stops early when `body` returns false.
    /// Most nodes have a handful of children, read by index without allocating a cursor;
    /// long lists (`statements` of a big file) use the cursor, which stays linear.
    func forEachChildNode(_ body: (TSNode) -> Bool) {
        let count = ts_node_child_count(raw)
        guard count <= Self.smallChildCount else {
            forEachChild { child, _ in body(child) }
            return
        }
        for index in 0..<count where !body(ts_node_child(raw, index)) { return }
    }

    /// Up to this many children, indexed access (O(index) each) beats allocating a cursor.
    private static let smallChildCount: UInt32 = 8

    /// All children, in order.
    public var children: [Node] {
        var result: [Node] = []
        forEachChildNode { child in result.append(Node(raw: child, tree: tree)); return true }
        return result
    }

    /// Named children only (no punctuation or keywords).
    public var namedChildren: [Node] {
        var result: [Node] = []
        forEachChildNode { child in
            if ts_node_is_named(child) { result.append(Node(raw: child, tree: tree)) }
            return true
        }
        return result
    }

    /// The first child of `kind`, if any.
    public func firstChild(_ kind: NodeKind) -> Node? {
        var found: Node?
        forEachChildNode { child in
            guard ts_node_symbol(child) == kind.symbol else { return true }
            found = Node(raw: child, tree: tree)
            return false
        }
        return found
    }

    /// Children attached under `field` (tree-sitter-swift reuses some field names, e.g. `name`).
    public func children(field: FieldName) -> [Node] {
        var result: [Node] = []
        forEachChild { child, fieldID in
            if fieldID == field.id { result.append(Node(raw: child, tree: tree)) }
            return true
        }
        return result
    }

    /// All children with the id of the field each is attached under (0 for none), in order.
    public var childrenWithFields: [(field: UInt16, node: Node)] {
        var result: [(field: UInt16, node: Node)] = []
        forEachChild { field, child in result.append((field, child)) }
        return result
    }

    /// Visits every child in order with the id of the field it is attached under (0 for none),
    /// building no array: for readers that take a construct apart in one pass.
    public func forEachChild(_ body: (_ field: UInt16, _ child: Node) -> Void) {
        forEachChild { child, fieldID in body(fieldID, Node(raw: child, tree: tree)); return true }
    }

    /// In `x.member` (a navigation expression), the `member` name node.
    public var navigationMember: Node? { child(field: .suffix)?.child(field: .suffix) }

    /// The first child attached under `field`.
    public func child(field: FieldName) -> Node? { wrap(ts_node_child_by_field_id(raw, field.id)) }

    /// Nodes are equal when they are the same node of the same tree.
    public func isSameNode(as other: Node) -> Bool { ts_node_eq(raw, other.raw) }

    /// The node's identity within its tree (tree-sitter's node id): a plain value, so that
    /// code holding it can recognise the node again without keeping (and copying) a `Node`.
    public var identity: UnsafeRawPointer? { raw.id }

    /// An S-expression of the subtree, for tests and debugging.
    public var sExpression: String {
        guard let chars = ts_node_string(raw) else { return "" }
        defer { free(chars) }
        return String(cString: chars)
    }
}
