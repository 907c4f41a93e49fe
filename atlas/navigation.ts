import { useEffect, useState } from 'react';

/**
 * Atlas's few screens need no router library: the path is the state, links push it, and
 * back and forward pop it. Every path stays under /atlas/ so a reload lands on the screen.
 */
export const ATLAS_BASE = '/atlas/';

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return path;
}

/** A same-app link: a real <a href> (opens in a new tab too) that navigates in place on a plain click. */
export function onLinkClick(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? ATLAS_BASE);
}
