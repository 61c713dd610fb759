// What a server-rendered page carries for the browser to take it over (hydrate) as it is: the
// language it was rendered in and the answers of the calls it was rendered from, in a JSON block
// (`<script type="application/json">`, which a browser never runs, so the CSP holds).
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ELEMENT_ID = 'playdeck-page-state';

export type PageState = { language: string; queries: DehydratedState };

/** The state a server-rendered page carries, or null for a page rendered in the browser. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/** JSON that cannot end the script element it sits in (`</script>`) or open a comment. */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
