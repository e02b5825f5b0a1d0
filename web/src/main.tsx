import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/preload';
import { DEFAULT_LOCALE, activateLocale, detectLocale } from './shared/i18n/i18n';
import { refreshSession } from './shared/session/session';

async function start() {
  // The page's code, the session and the translations load in parallel, not one after another.
  preloadPage(window.location.pathname, window.location.search);
  void refreshSession();
  try {
    await activateLocale(detectLocale());
  } catch {
    await activateLocale(DEFAULT_LOCALE);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task that blocks input (Lighthouse's TBT); the
  // static header of index.html stays until the page is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
