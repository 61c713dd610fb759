// Proves how a server-rendered page is put together: the markup in the root, the state in a JSON
// block that cannot end its element, the entry swapped for the boot script with its modules named,
// the installable app's script left to boot.js, a lazy route's style sheets (and those of what it imports) inlined once, and none the entry has.
import { describe, expect, it } from 'vitest';
import { assembleDocument, styleSheetsOf } from './ssr';

const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <title>Playdeck</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <script src="/pwa.js" async></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', css: ['assets/index-C.css'], isEntry: true },
  'src/features/lobby/pages/GameTypePage.tsx': {
    file: 'assets/GameTypePage-D.js',
    css: ['assets/GameTypePage-E.css'],
    imports: ['index.html', '_GameList-F.js'],
  },
  '_GameList-F.js': { file: 'assets/GameList-F.js', css: ['assets/GameList-G.css', 'assets/index-C.css'] },
};

describe('styleSheetsOf', () => {
  it("links a lazy route's style sheets and its imports', less the entry's", () => {
    expect(styleSheetsOf(MANIFEST, ['src/features/lobby/pages/GameTypePage.tsx'])).toEqual([
      '/assets/GameTypePage-E.css',
      '/assets/GameList-G.css',
    ]);
    expect(styleSheetsOf(MANIFEST, [])).toEqual([]);
    expect(styleSheetsOf(MANIFEST, ['src/unknown.tsx'])).toEqual([]);
  });
});

describe('assembleDocument', () => {
  const page = {
    html: '<main>Lobby</main>',
    state: { language: 'vi', queries: { queries: [] } },
    modules: [],
  };

  it('puts the markup, the state, the style sheets and the boot script in place of the entry', () => {
    const document = assembleDocument(
      TEMPLATE,
      page,
      ['.grid{gap:1px}', 'a{b:c}</style><p>'],
      '{"a":"\\u003c/script>"}',
    );
    expect(document).toContain(
      '<div id="root"><main>Lobby</main></div><script type="application/json" id="playdeck-page-state">{"a":"\\u003c/script>"}</script>',
    );
    expect(document).toContain('<meta name="playdeck-entry" content="/assets/index-A.js">');
    expect(document).toContain('<meta name="playdeck-preload" content="/assets/react-B.js">');
    expect(document).toContain('<script type="module" src="/boot.js"></script>');
    expect(document).not.toContain('src="/assets/index-A.js"');
    expect(document).not.toContain('rel="modulepreload"');
    // The installable app's script comes from boot.js once the app has started.
    expect(document).not.toContain('/pwa.js');
    // A lazy route's styles come inline, and cannot end their element.
    expect(document).toContain('<style>.grid{gap:1px}</style><style>a{b:c}<\\/style><p></style></head>');
    // The entry's own style sheet stays where it was.
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('refuses a template without its entry script', () => {
    expect(() => assembleDocument('<div id="root"></div>', page, [], '{}')).toThrow(/entry/);
  });
});
