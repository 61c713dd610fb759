// Lets the web bundle carry only the parts of packages/contract that each page uses.
//
// A contract module declares route paths, constants and zod schemas side by side (one source of
// truth for the server and the web), and does nothing else when it loads: no registry, no set-up.
// A bundler places a whole module in one chunk, so the home page, which needs `lobbyPaths.vendors`,
// would also carry every lobby schema the operator console validates with, and zod with them (some
// 45 KB gzipped, and their construction at start-up). This plugin, for the production build only:
//
// 1. splits each contract module into one module per top-level declaration (the original module
//    re-exports them), so that the bundler can put each declaration in the chunk that uses it;
// 2. marks every call in those declarations' initialisers pure (`z.object({…}).extend(…)` has no
//    effect but its value), so that a declaration nobody uses is dropped, and so is zod if no page
//    of a chunk validates anything.
//
// Calls inside functions (refinements, helpers) are left alone: they run later, on purpose. A module
// with anything else at its top level, or whose declarations refer to each other in a cycle, is only
// annotated, not split: splitting it could change the order in which its values are made.
import type { Plugin } from 'vite';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
const PREFIX = '\0contract-declaration:';

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const isCall = (value: unknown): value is AstNode =>
  isNode(value) && (value.type === 'CallExpression' || value.type === 'NewExpression');

/** `code` with `insertions` applied; at one position they go in the order given. */
function insert(code: string, insertions: [number, string][]): string {
  const sorted = [...insertions].sort((left, right) => left[0] - right[0]);
  let result = '';
  let at = 0;
  for (const [position, text] of sorted) {
    result += code.slice(at, position) + text;
    at = position;
  }
  return result + code.slice(at);
}

/**
 * The insertions that mark each call of `root` pure, outside functions. A call whose result is called
 * on (`z.string().min(1)`) gets its own parentheses, so that each call of a chain has its annotation.
 */
function pureAnnotations(root: AstNode): [number, string][] {
  const insertions: [number, string][] = [];
  const visit = (value: unknown, wrap: boolean) => {
    if (Array.isArray(value)) return value.forEach((child) => visit(child, false));
    if (!isNode(value) || /Function/.test(value.type)) return;
    if (isCall(value)) {
      if (wrap) insertions.push([value.start, '(/* @__PURE__ */ '], [value.end, ')']);
      else insertions.push([value.start, '/* @__PURE__ */ ']);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      visit(child, value.type === 'MemberExpression' && key === 'object' && isCall(child));
    }
  };
  visit(root, false);
  return insertions;
}

/** The names a declaration statement binds at the top level. */
function declaredNames(declaration: AstNode): string[] {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
    return [(declaration.id as { name: string }).name];
  return (declaration.declarations as { id: AstNode }[]).flatMap(({ id }) =>
    id.type === 'Identifier' ? [(id as unknown as { name: string }).name] : [],
  );
}

/** Every identifier read in `root` (property names and object keys are not reads). */
function referencedNames(root: AstNode): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, parent: AstNode | null, key: string) => {
    if (Array.isArray(value)) return value.forEach((child) => visit(child, parent, key));
    if (!isNode(value)) return;
    if (value.type === 'Identifier') {
      const isPropertyName =
        parent !== null &&
        !parent.computed &&
        ((parent.type === 'MemberExpression' && key === 'property') ||
          ((parent.type === 'Property' || parent.type === 'MethodDefinition') &&
            key === 'key' &&
            !parent.shorthand));
      if (!isPropertyName) names.add((value as unknown as { name: string }).name);
    }
    for (const [childKey, child] of Object.entries(value)) {
      if (childKey !== 'type' && childKey !== 'start' && childKey !== 'end') visit(child, value, childKey);
    }
  };
  visit(root, null, '');
  return names;
}

type Unit = { key: string; names: string[]; exported: boolean; node: AstNode; isFunction: boolean };

function hasCycleOfValues(units: Unit[], dependencies: Map<string, readonly string[]>): boolean {
  const state = new Map<string, 'visiting' | 'done'>();
  const byKey = new Map(units.map((unit) => [unit.key, unit]));
  const visit = (key: string, path: string[]): boolean => {
    if (state.get(key) === 'done') return false;
    if (state.get(key) === 'visiting') {
      // A cycle through functions only is safe: function declarations exist before any module runs.
      const cycle = path.slice(path.indexOf(key));
      return cycle.some((member) => !byKey.get(member)!.isFunction);
    }
    state.set(key, 'visiting');
    const found = (dependencies.get(key) ?? []).some((next) => visit(next, [...path, key]));
    state.set(key, 'done');
    return found;
  };
  return units.some((unit) => visit(unit.key, []));
}

export function contractSplit(): Plugin {
  const declarations = new Map<string, string>();
  return {
    name: 'playdeck-contract-split',
    apply: 'build',
    // After TypeScript is stripped: the code here is plain JavaScript.
    enforce: 'post',
    resolveId(source) {
      return source.startsWith(PREFIX) ? { id: source, moduleSideEffects: false } : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? (declarations.get(id) ?? null) : null;
    },
    async transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const program = this.parse(code) as unknown as AstNode;
      const statements = program.body as AstNode[];
      const annotatedOnly = () => ({ code: insert(code, pureAnnotations(program)), map: null });

      const imports: string[] = [];
      const units: Unit[] = [];
      for (const statement of statements) {
        if (statement.type === 'ImportDeclaration') {
          const source = statement.source as AstNode & { value: string };
          const resolved = await this.resolve(source.value, id);
          if (!resolved) return annotatedOnly();
          imports.push(
            code.slice(statement.start, source.start) +
              JSON.stringify(resolved.id) +
              code.slice(source.end, statement.end),
          );
          continue;
        }
        const exported = statement.type === 'ExportNamedDeclaration';
        const declaration = exported ? (statement.declaration as AstNode | null) : statement;
        if (
          !declaration ||
          !['VariableDeclaration', 'FunctionDeclaration', 'ClassDeclaration'].includes(declaration.type)
        )
          return annotatedOnly();
        const names = declaredNames(declaration);
        if (names.length === 0) return annotatedOnly();
        units.push({
          key: names[0]!,
          names,
          exported,
          node: declaration,
          isFunction: declaration.type === 'FunctionDeclaration',
        });
      }

      const unitOf = new Map(units.flatMap((unit) => unit.names.map((name) => [name, unit.key] as const)));
      const dependencies = new Map(
        units.map((unit) => {
          const used = [...referencedNames(unit.node)]
            .map((name) => unitOf.get(name))
            .filter((key): key is string => key !== undefined && key !== unit.key);
          return [unit.key, [...new Set(used)]] as const;
        }),
      );
      if (hasCycleOfValues(units, dependencies)) return annotatedOnly();

      const idOf = (key: string) => `${PREFIX}${id}:${key}`;
      for (const unit of units) {
        const text = code.slice(unit.node.start, unit.node.end);
        const annotated = insert(
          text,
          pureAnnotations(unit.node).map(([position, insertion]) => [position - unit.node.start, insertion]),
        );
        const own = (dependencies.get(unit.key) ?? []).map((key) => {
          const names = units.find((candidate) => candidate.key === key)!.names;
          return `import { ${names.join(', ')} } from ${JSON.stringify(idOf(key))};`;
        });
        declarations.set(idOf(unit.key), [...imports, ...own, `export ${annotated}`].join('\n'));
      }
      const facade = units
        .filter((unit) => unit.exported)
        .map((unit) => `export { ${unit.names.join(', ')} } from ${JSON.stringify(idOf(unit.key))};`);
      return { code: facade.join('\n') || 'export {};', map: null };
    },
  };
}
