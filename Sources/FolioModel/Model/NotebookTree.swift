import FolioBase

/// The notebooks as nested folders (Apple Notes' and Joplin's folders in folders): each node a
/// folder, with the notebook of that path when it has notes of its own, and the folders inside
/// it by name. A folder that holds only folders is a node with no notebook.
package struct NotebookTree: Sendable, Equatable {
    package struct Node: Sendable, Equatable {
        /// The folder's own name (the last of `folders`).
        package let name: String
        package let folders: [String]
        package let origin: String?
        /// Its notebook's index in `SiteContent.accounts`, when it has notes of its own.
        package var account: Int?
        package var children: [Node] = []
        /// Its notes and those of every folder inside it.
        package var noteCount = 0
    }

    package let roots: [Node]

    package init(_ accounts: [Notebook]) {
        var roots: [Node] = []
        for (index, account) in accounts.enumerated() where !account.folders.isEmpty {
            Self.insert(index, account, depth: 0, into: &roots)
        }
        self.roots = Self.sorted(roots)
    }

    private static func insert(_ index: Int, _ account: Notebook, depth: Int, into nodes: inout [Node]) {
        let path = Array(account.folders.prefix(depth + 1))
        let position: Int
        if let found = nodes.firstIndex(where: { $0.folders == path && $0.origin == account.app }) {
            position = found
        } else {
            nodes.append(Node(name: path[depth], folders: path, origin: account.app))
            position = nodes.count - 1
        }
        nodes[position].noteCount += account.notes.count
        if depth + 1 == account.folders.count {
            nodes[position].account = index
        } else {
            insert(index, account, depth: depth + 1, into: &nodes[position].children)
        }
    }

    private static func sorted(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            var node = node
            node.children = sorted(node.children)
            return node
        }.sorted { ($0.name, $0.origin ?? "") < ($1.name, $1.origin ?? "") }
    }

    /// The node of a notebook.
    package func node(of account: Notebook) -> Node? {
        let trail = trail(of: account)
        return trail.count == account.folders.count ? trail.last : nil
    }

    /// The nodes on the way to a notebook, outermost first, itself last.
    package func trail(of account: Notebook) -> [Node] {
        var nodes = roots
        var trail: [Node] = []
        for depth in account.folders.indices {
            let path = Array(account.folders.prefix(depth + 1))
            guard let next = nodes.first(where: { $0.folders == path && $0.origin == account.app }) else { break }
            trail.append(next)
            nodes = next.children
        }
        return trail
    }
}
