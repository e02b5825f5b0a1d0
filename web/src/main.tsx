import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { DEFAULT_LOCALE, activateLocale, detectLocale } from './shared/i18n/i18n';

async function start() {
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
