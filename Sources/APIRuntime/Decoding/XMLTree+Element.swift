import Foundation

extension XMLTree {
    /// One element of an ``XMLTree``: its name, attributes, concatenated text and child elements.
    ///
    /// A cheap value (the tree and an index); it keeps its tree alive.
    public struct Element: Sendable, CustomStringConvertible {
        /// The tree the element belongs to.
        public let tree: XMLTree
        let index: Int32

        init(tree: XMLTree, index: Int32) {
            self.tree = tree
            self.index = index
        }

        private var node: Node { tree.nodes[Int(index)] }

        /// The element's name (with its prefix, if it has one).
        public var name: String { tree.names[Int(node.name)] }

        /// Whether the element has this name.
        public func hasName(_ name: String) -> Bool {
            tree.nameID(name) == node.name
        }

        /// The element's own text: every text and CDATA chunk concatenated, entities resolved; `""` for none.
        public var text: String {
            let node = self.node
            return tree.string(start: node.textStart, count: node.textCount)
        }

        /// Whether the element has neither text nor child elements (`<a/>`, `<a></a>`); attributes may exist.
        public var isEmpty: Bool {
            let node = self.node
            return node.textCount == 0 && node.firstChild < 0
        }

        /// Whether the element has child elements.
        public var hasChildren: Bool { node.firstChild >= 0 }

        /// The element's child elements in document order.
        public var children: Children { Children(tree: tree, first: node.firstChild) }

        /// The parent element, or `nil` for the root.
        public var parent: Element? {
            let parent = node.parent
            return parent < 0 ? nil : Element(tree: tree, index: parent)
        }

        /// The first child element with a name, or `nil`.
        public func child(_ name: String) -> Element? {
            guard let id = tree.nameID(name) else { return nil }
            var current = node.firstChild
            while current >= 0 {
                let child = tree.nodes[Int(current)]
                if child.name == id { return Element(tree: tree, index: current) }
                current = child.nextSibling
            }
            return nil
        }

        /// Every child element with a name, in order.
        public func children(named name: String) -> [Element] {
            guard let id = tree.nameID(name) else { return [] }
            var result: [Element] = []
            var current = node.firstChild
            while current >= 0 {
                let child = tree.nodes[Int(current)]
                if child.name == id { result.append(Element(tree: tree, index: current)) }
                current = child.nextSibling
            }
            return result
        }

        /// The value of an attribute, or `nil` when the element has none of that name.
        public func attribute(_ name: String) -> String? {
            guard let id = tree.nameID(name) else { return nil }
            let node = self.node
            var position = Int(node.attributeStart)
            let end = position + Int(node.attributeCount)
            while position < end {
                let attribute = tree.attributeRecords[position]
                if attribute.name == id {
                    return tree.string(start: attribute.valueStart, count: attribute.valueCount)
                }
                position += 1
            }
            return nil
        }

        /// Every attribute as name and value, in document order.
        public var attributes: [(name: String, value: String)] {
            let node = self.node
            let range = Int(node.attributeStart)..<Int(node.attributeStart + node.attributeCount)
            return range.map { position in
                let attribute = tree.attributeRecords[position]
                return (
                    tree.names[Int(attribute.name)],
                    tree.string(start: attribute.valueStart, count: attribute.valueCount)
                )
            }
        }

        /// The element's location as `response/cases/case[2]/sTitle` (positions among same-named siblings).
        public var path: String {
            var components: [String] = []
            var current: Element? = self
            while let element = current {
                var component = element.name
                if let parent = element.parent {
                    let siblings = parent.children.filter { $0.node.name == element.node.name }
                    if siblings.count > 1, let position = siblings.firstIndex(where: { $0.index == element.index }) {
                        component += "[\(position)]"
                    }
                }
                components.append(component)
                current = element.parent
            }
            return components.reversed().joined(separator: "/")
        }

        /// `<name attr="…">` followed by the text or the number of children.
        public var description: String {
            var text = "<\(name)"
            for attribute in attributes { text += " \(attribute.name)=\"\(attribute.value)\"" }
            text += ">"
            if hasChildren {
                text += " (\(children.count) children)"
            } else {
                text += self.text
            }
            return text
        }
    }

    /// The child elements of an element, in document order.
    public struct Children: Sequence, Sendable {
        let tree: XMLTree
        let first: Int32

        /// An iterator over the children.
        public func makeIterator() -> Iterator {
            Iterator(tree: tree, position: first)
        }

        /// Walks the sibling links.
        public struct Iterator: IteratorProtocol {
            let tree: XMLTree
            var position: Int32

            /// The next child, or `nil` after the last.
            public mutating func next() -> XMLTree.Element? {
                guard position >= 0 else { return nil }
                let element = XMLTree.Element(tree: tree, index: position)
                position = tree.nodes[Int(position)].nextSibling
                return element
            }
        }

        /// The number of children (walks them).
        public var count: Int {
            var count = 0
            for _ in self { count += 1 }
            return count
        }
    }
}
