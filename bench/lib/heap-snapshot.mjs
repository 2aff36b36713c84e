// Reads a V8 .heapsnapshot: self size by object class, and for the largest classes the edges
// that hold them (the retainer's class and the property or element name), as Chromium's
// "Summary" and "Retainers" panes would show them.
import { readFileSync } from "node:fs";

export function analyseHeapSnapshot(path) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(path, "utf8"));
  const nodeFields = snapshot.meta.node_fields;
  const edgeFields = snapshot.meta.edge_fields;
  const nodeTypes = snapshot.meta.node_types[0];
  const edgeTypes = snapshot.meta.edge_types[0];
  const nodeSize = nodeFields.length;
  const edgeSize = edgeFields.length;
  const [typeAt, nameAt, selfAt, edgeCountAt] = ["type", "name", "self_size", "edge_count"].map((field) => nodeFields.indexOf(field));
  const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((field) => edgeFields.indexOf(field));
  const count = nodes.length / nodeSize;

  const classOf = (index) => {
    const type = nodeTypes[nodes[index * nodeSize + typeAt]];
    const name = strings[nodes[index * nodeSize + nameAt]];
    if (type === "object" || type === "closure" || type === "native") return `${type === "closure" ? "closure " : ""}${name.split(" ")[0].slice(0, 60)}`;
    return `(${type})`;
  };

  // The first strong retainer of every node, found by walking all edges once.
  const retainer = new Int32Array(count).fill(-1);
  const retainingEdge = new Int32Array(count).fill(-1);
  let total = 0;
  const bySelf = new Map();
  let edgeIndex = 0;
  for (let node = 0; node < count; node += 1) {
    const self = nodes[node * nodeSize + selfAt];
    total += self;
    const cls = classOf(node);
    const entry = bySelf.get(cls) ?? { size: 0, count: 0 };
    entry.size += self;
    entry.count += 1;
    bySelf.set(cls, entry);
    const edgeCount = nodes[node * nodeSize + edgeCountAt];
    for (let e = 0; e < edgeCount; e += 1, edgeIndex += edgeSize) {
      const type = edgeTypes[edges[edgeIndex + edgeTypeAt]];
      if (type === "weak" || type === "shortcut") continue;
      const to = edges[edgeIndex + toAt] / nodeSize;
      if (retainer[to] === -1) {
        retainer[to] = node;
        retainingEdge[to] = edgeIndex;
      }
    }
  }
  const edgeLabel = (edge) => {
    const type = edgeTypes[edges[edge + edgeTypeAt]];
    const name = edges[edge + edgeNameAt];
    return type === "element" || type === "hidden" ? `[${type}]` : String(strings[name]).slice(0, 40);
  };
  const byRetainer = new Map();
  for (let node = 0; node < count; node += 1) {
    const holder = retainer[node];
    const key = holder === -1 ? "(root)" : `${classOf(node)} ← ${classOf(holder)}.${edgeLabel(retainingEdge[node])}`;
    byRetainer.set(key, (byRetainer.get(key) ?? 0) + nodes[node * nodeSize + selfAt]);
  }
  const mib = (bytes) => (bytes / 1048576).toFixed(2);
  return {
    totalMiB: mib(total),
    classes: (n = 20) =>
      [...bySelf.entries()]
        .sort((a, b) => b[1].size - a[1].size)
        .slice(0, n)
        .map(([name, { size, count: objects }]) => ({ class: name, objects, "MiB": mib(size), share: `${((size / total) * 100).toFixed(1)} %` })),
    retainers: (n = 25) =>
      [...byRetainer.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, size]) => ({ "object ← held by": name, "MiB": mib(size), share: `${((size / total) * 100).toFixed(1)} %` })),
  };
}
