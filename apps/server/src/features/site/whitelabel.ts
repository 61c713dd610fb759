// Pure rules of the whitelabel module tree (SPEC.md §3 "Whitelabel tree: modId, enabled,
// childrenNodes"): a module is effectively on only when it and all its ancestors are on.
import type { WhitelabelNode } from '@playdeck/contract/site';

export type WhitelabelModuleRow = { modId: string; parentModId: string | null; enabled: boolean };

/** Builds the tree from flat rows, keeping the rows' order among siblings. Rows whose parent is missing become roots. */
export function buildWhitelabelTree(rows: readonly WhitelabelModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>(
    rows.map((row) => [row.modId, { modId: row.modId, enabled: row.enabled, childrenNodes: [] }]),
  );
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

/** modId → effectively enabled (its own flag and every ancestor's). */
export function effectiveWhitelabelFlags(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (node: WhitelabelNode, ancestorsEnabled: boolean) => {
    const enabled = ancestorsEnabled && node.enabled;
    flags[node.modId] = enabled;
    for (const child of node.childrenNodes) visit(child, enabled);
  };
  for (const root of tree) visit(root, true);
  return flags;
}
