// A React id made safe for SVG references (url(#…) and href="#…"): React's ids contain characters
// such as ':' or '«' that some renderers reject inside url().
import { useId } from 'react';

export function useSvgId(prefix: string): string {
  return `${prefix}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
