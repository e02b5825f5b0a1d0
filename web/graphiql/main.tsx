// GraphiQL for developers, bundled with the web build (no CDN) and served at GET /graphql.
// It calls /graphql with the browser's session cookie and its CSRF token, or with a bearer
// token pasted into the headers pane.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

async function csrfToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin' });
    return ((await response.json()) as { csrfToken: string | null }).csrfToken;
  } catch {
    return null;
  }
}

const token = await csrfToken();
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: token ? { 'x-csrf-token': token } : undefined,
});

// Integrators paste `{ "Authorization": "Bearer …" }` into the headers pane (it wins over the
// cookie on the server); headers stay out of localStorage, so a token is not kept.
createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} isHeadersEditorEnabled shouldPersistHeaders={false} />,
);
