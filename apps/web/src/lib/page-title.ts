// Document titles: "<page> · <site name>", the site name coming from the start-up call.
import { useEffect } from 'react';
import { createStore, useStore } from './store';

export const siteNameStore = createStore('Playdeck');

export function usePageTitle(title: string) {
  const siteName = useStore(siteNameStore);
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
