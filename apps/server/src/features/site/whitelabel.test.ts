// Proves the whitelabel tree is built from flat rows and a module is on only with all its ancestors.
import { describe, expect, it } from 'vitest';
import { buildWhitelabelTree, effectiveWhitelabelFlags } from './whitelabel';

const rows = [
  { modId: 'REGISTER3', parentModId: null, enabled: false },
  { modId: 'USERNAMEREG3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'LOGIN3', parentModId: null, enabled: true },
  { modId: 'SMSLOGIN3', parentModId: 'LOGIN3', enabled: true },
  { modId: 'FREEPLAY3', parentModId: 'LOGIN3', enabled: false },
];

describe('whitelabel tree', () => {
  it('nests children under their parents in row order', () => {
    const tree = buildWhitelabelTree(rows);
    expect(tree.map((node) => node.modId)).toEqual(['REGISTER3', 'LOGIN3']);
    expect(tree[1]!.childrenNodes.map((node) => node.modId)).toEqual(['SMSLOGIN3', 'FREEPLAY3']);
  });

  it('turns a child off when its parent is off', () => {
    const flags = effectiveWhitelabelFlags(buildWhitelabelTree(rows));
    expect(flags).toEqual({
      REGISTER3: false,
      USERNAMEREG3: false,
      LOGIN3: true,
      SMSLOGIN3: true,
      FREEPLAY3: false,
    });
  });

  it('makes an orphan a root instead of losing it', () => {
    const tree = buildWhitelabelTree([{ modId: 'X', parentModId: 'MISSING', enabled: true }]);
    expect(tree).toEqual([{ modId: 'X', enabled: true, childrenNodes: [] }]);
  });
});
