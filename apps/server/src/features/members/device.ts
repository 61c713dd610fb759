// A sign-in's device in words, from the User-Agent its browser sent ("Chrome 131 on Android 14"):
// what an operator reads on a member's page to tell one phone or computer from another. The whole
// header is kept beside it; a description it does not know reads as that header's browser part.

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /Android (\d+(?:\.\d+)?)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)?)/],
  ['Windows', /Windows NT (\d+\.\d+)/],
  ['macOS', /Mac OS X (\d+(?:[._]\d+)?)/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function first(patterns: readonly [string, RegExp][], agent: string) {
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(agent);
    if (match) return { name, version: match[1]?.replace(/_/g, '.') };
  }
  return undefined;
}

/** "Chrome 131 on Android 14", "Safari 17 on iOS 17.2", "Firefox 133 on Windows 10/11"; null for none. */
export function describeDevice(agent: string | null): string | null {
  if (!agent) return null;
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  const browserText = browser ? `${browser.name}${browser.version ? ` ${browser.version}` : ''}` : null;
  const systemVersion =
    system?.name === 'Windows' && system.version
      ? (WINDOWS_VERSIONS[system.version] ?? system.version)
      : system?.version;
  const systemText = system ? `${system.name}${systemVersion ? ` ${systemVersion}` : ''}` : null;
  if (browserText && systemText) return `${browserText} on ${systemText}`;
  return browserText ?? systemText ?? agent.split(/[ ;(]/)[0]!.slice(0, 60);
}
