import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
