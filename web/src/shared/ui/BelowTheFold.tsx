import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Content below the fold of a page's first screen, rendered by a second, interruptible render
 * right after the first commit: the commit that shows the page's top (its largest picture, what
 * LCP waits for) does not also build the rest, and a phone's main thread gets two shorter tasks
 * instead of one long one (Lighthouse's Total Blocking Time). The layout keeps the footer below the
 * fold (main's `min-height: 100vh`), so what appears here moves nothing the visitor sees.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
