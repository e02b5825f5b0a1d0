/**
 * Static files of the provider's pages, served from `${issuer}/assets/`. External files (not
 * inline) so the app's Content-Security-Policy (`script-src 'self'`) needs no exception.
 */
export const IDP_CSS = `:root {
  --sky: #0ea5e9;
  --sky-light: #e0f2fe;
  --navy: #0b1f3a;
  --navy-soft: #1e3a5f;
  --link: #0369a1;
  --text: #0f172a;
  --muted: #475569;
  --border: #94a3b8;
  --error: #b91c1c;
  --error-bg: #fef2f2;
  --info-bg: #f0f9ff;
  --radius: 12px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  line-height: 1.5;
  color: var(--text);
  background: linear-gradient(180deg, var(--sky-light) 0%, #ffffff 60%);
}
a { color: var(--link); text-underline-offset: 2px; }
a:hover { color: var(--navy); }
:focus-visible { outline: 3px solid var(--sky); outline-offset: 2px; }
.topbar {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.25rem;
  background: var(--navy);
  color: #ffffff;
}
.brand { display: inline-flex; align-items: center; gap: 0.5rem; color: #ffffff; text-decoration: none; font-weight: 700; letter-spacing: 0.01em; }
.brand:hover { color: var(--sky-light); }
.brand svg { width: 32px; height: 32px; flex: none; }
.lang { display: flex; gap: 0.25rem; }
.lang a { color: #ffffff; padding: 0.25rem 0.5rem; border-radius: 6px; text-decoration: none; font-weight: 600; }
.lang a[aria-current="true"] { background: var(--sky); color: var(--navy); }
.lang a:hover { text-decoration: underline; }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2rem 1rem 3rem; }
.card {
  width: 100%;
  max-width: 28rem;
  background: #ffffff;
  border-radius: var(--radius);
  box-shadow: 0 10px 30px rgba(11, 31, 58, 0.12);
  border-top: 4px solid var(--sky);
  padding: 2rem 1.75rem;
}
h1 { margin: 0 0 0.5rem; font-size: 1.6rem; line-height: 1.25; color: var(--navy); }
.intro { margin: 0 0 1.5rem; color: var(--muted); }
form { margin: 0; }
.field { margin-bottom: 1.1rem; }
label { display: block; font-weight: 600; margin-bottom: 0.3rem; color: var(--navy); }
input[type="email"], input[type="password"], input[type="text"] {
  width: 100%;
  font: inherit;
  padding: 0.65rem 0.75rem;
  border: 1px solid var(--border);
  border-radius: 8px;
  background: #ffffff;
  color: var(--text);
}
input:focus { border-color: var(--sky); outline: 3px solid rgba(14, 165, 233, 0.35); outline-offset: 0; }
input[aria-invalid="true"] { border-color: var(--error); }
.hint { margin: 0.3rem 0 0; font-size: 0.875rem; color: var(--muted); }
.field-error { margin: 0.3rem 0 0; font-size: 0.875rem; color: var(--error); font-weight: 600; }
.button {
  display: inline-block;
  width: 100%;
  padding: 0.75rem 1rem;
  font: inherit;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  border-radius: 8px;
  border: 2px solid var(--navy);
  background: var(--navy);
  color: #ffffff;
  cursor: pointer;
}
.button:hover { background: var(--navy-soft); border-color: var(--navy-soft); color: #ffffff; }
.button.secondary { background: #ffffff; color: var(--navy); }
.button.secondary:hover { background: var(--sky-light); color: var(--navy); }
.actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
.links { margin: 1.5rem 0 0; padding: 0; list-style: none; display: grid; gap: 0.5rem; text-align: center; }
.alert { border-radius: 8px; padding: 0.85rem 1rem; margin: 0 0 1.25rem; border-left: 4px solid var(--error); background: var(--error-bg); }
.alert.info { border-left-color: var(--sky); background: var(--info-bg); }
.alert h2 { font-size: 1rem; margin: 0 0 0.35rem; color: var(--error); }
.alert p { margin: 0; }
.alert ul { margin: 0; padding-left: 1.2rem; }
.alert form { margin-top: 0.75rem; }
.alert .button { width: auto; padding: 0.5rem 0.9rem; }
.code { margin-top: 1rem; font-size: 0.875rem; color: var(--muted); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
footer { padding: 1rem; text-align: center; font-size: 0.875rem; color: var(--muted); }
@media (max-width: 480px) {
  .topbar { padding: 0.6rem 0.75rem; }
  .brand span { font-size: 0.95rem; }
  main { padding: 1rem 0.5rem 2rem; }
  .card { padding: 1.5rem 1rem; border-radius: 10px; }
  h1 { font-size: 1.35rem; }
}
`;

/**
 * Logout with a valid id_token_hint from our client: press the "sign out" button for the user,
 * so the app's logout needs no confirmation (without JavaScript the button stays visible).
 */
export const LOGOUT_JS = `(function () {
  var button = document.querySelector('button[data-auto-submit]');
  if (button) button.click();
})();
`;
