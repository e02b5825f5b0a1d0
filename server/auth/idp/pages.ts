import { html, type Html } from './html.ts';
import { LANGUAGES, MESSAGES, type Lang, type Messages } from './messages.ts';

/**
 * Server-rendered pages of the provider: a shared layout (drone logo, PL/EN switch, centred card)
 * and one small function per page. No inline script or event handler: the stylesheet and the one
 * script are files under `${mount}/assets/`, so the app's CSP applies unchanged.
 */
export interface Chrome {
  lang: Lang;
  /** Path the provider is mounted at, e.g. `/auth`. */
  mount: string;
  /** Public origin of the app, e.g. `https://academy.example`. */
  origin: string;
  /** The same page in another language. */
  switchUrl: (lang: Lang) => string;
}

export type FieldErrors = Record<string, string | undefined>;
export interface Alert {
  kind: 'error' | 'info';
  text: string;
  /** Extra content under the text (e.g. the "send the link again" form). */
  extra?: Html;
}

const LOGO = html`<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
  <g fill="none" stroke="#38bdf8" stroke-width="4" stroke-linecap="round">
    <path d="M20 20 L44 44 M44 20 L20 44" />
  </g>
  <g fill="#e0f2fe" stroke="#38bdf8" stroke-width="3">
    <circle cx="14" cy="14" r="9" />
    <circle cx="50" cy="14" r="9" />
    <circle cx="14" cy="50" r="9" />
    <circle cx="50" cy="50" r="9" />
  </g>
  <rect x="24" y="24" width="16" height="16" rx="4" fill="#0ea5e9" stroke="#ffffff" stroke-width="2" />
</svg>`;

/** The web app's icon (web/public/favicon.svg, served by the SPA), so the tab shows it here too. */
export const APP_ICON = '/app/favicon.svg';

export function layout(chrome: Chrome, page: { title: string; body: Html; script?: string }): string {
  const m = MESSAGES[chrome.lang];
  const switcher = LANGUAGES.map(
    (lang) =>
      html`<a
        href="${chrome.switchUrl(lang)}"
        lang="${lang}"
        hreflang="${lang}"
        aria-label="${m.languageName[lang]} (${lang.toUpperCase()})"
        ${lang === chrome.lang ? html` aria-current="true"` : ''}
        >${lang.toUpperCase()}</a
      >`,
  );
  return `<!DOCTYPE html>\n${html`<html lang="${chrome.lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${page.title} | ${m.product}</title>
      <link rel="icon" type="image/svg+xml" href="${APP_ICON}" />
      <link rel="stylesheet" href="${chrome.mount}/assets/idp.css" />
      ${page.script ? html`<script src="${page.script}" defer></script>` : ''}
    </head>
    <body>
      <header class="topbar">
        <a class="brand" href="${chrome.origin}/">${LOGO}<span>${m.product}</span></a>
        <nav class="lang" aria-label="${m.languageNav}">${switcher}</nav>
      </header>
      <main>
        <div class="card">
          <h1>${page.title}</h1>
          ${page.body}
        </div>
      </main>
      <footer>© ${m.product}</footer>
    </body>
  </html>`}`;
}

interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  maxLength?: number;
}

function field(f: FieldSpec): Html {
  const describedBy = [f.hint ? `${f.name}-hint` : '', f.error ? `${f.name}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${f.name}">${f.label}</label>
    <input
      id="${f.name}"
      name="${f.name}"
      type="${f.type}"
      autocomplete="${f.autocomplete}"
      required${
        f.maxLength ? html` maxlength="${f.maxLength}"` : ''
      }${f.value !== undefined && f.type !== 'password' ? html` value="${f.value}"` : ''}${
        f.error ? html` aria-invalid="true"` : ''
      }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${f.type === 'email' ? html` spellcheck="false"` : ''}
    />
    ${f.hint ? html`<p class="hint" id="${f.name}-hint">${f.hint}</p>` : ''}
    ${f.error ? html`<p class="field-error" id="${f.name}-error">${f.error}</p>` : ''}
  </div>`;
}

/** The error summary (field errors linked to their inputs) or a general notice. */
function alerts(m: Messages, errors: FieldErrors, order: string[], alert?: Alert): Html {
  const listed = order.filter((name) => errors[name]);
  const summary = listed.length
    ? html`<div class="alert" role="alert" aria-labelledby="error-summary-title">
        <h2 id="error-summary-title">${m.errorSummaryTitle}</h2>
        <ul>
          ${listed.map((name) => html`<li><a href="#${name}">${errors[name]}</a></li>`)}
        </ul>
      </div>`
    : '';
  const notice = alert
    ? html`<div
        class="alert${alert.kind === 'info' ? ' info' : ''}"
        role="${alert.kind === 'error' ? 'alert' : 'status'}"
      >
        <p>${alert.text}</p>
        ${alert.extra ?? ''}
      </div>`
    : '';
  return html`${notice}${summary}`;
}

const hiddenLang = (lang: Lang) => html`<input type="hidden" name="lang" value="${lang}" />`;

export function signInPage(
  chrome: Chrome,
  p: { action: string; email?: string; errors?: FieldErrors; alert?: Alert; registerHref: string; forgotHref: string },
): string {
  const m = MESSAGES[chrome.lang];
  const errors = p.errors ?? {};
  return layout(chrome, {
    title: m.signInTitle,
    body: html`<p class="intro">${m.signInIntro}</p>
      ${alerts(m, errors, ['email', 'password'], p.alert)}
      <form method="post" action="${p.action}" novalidate>
        ${hiddenLang(chrome.lang)}
        ${field({ name: 'email', label: m.email, type: 'email', autocomplete: 'username', value: p.email, error: errors.email, maxLength: 255 })}
        ${field({ name: 'password', label: m.password, type: 'password', autocomplete: 'current-password', error: errors.password, hint: m.showPasswordHint, maxLength: 200 })}
        <div class="actions"><button class="button" type="submit">${m.signInButton}</button></div>
      </form>
      <ul class="links">
        <li><a href="${p.forgotHref}">${m.forgotLink}</a></li>
        <li>${m.noAccount} <a href="${p.registerHref}">${m.registerLink}</a></li>
      </ul>`,
  });
}

/** The "send the link again" form shown in the unverified-address notice. */
export function resendForm(chrome: Chrome, action: string, email: string): Html {
  const m = MESSAGES[chrome.lang];
  return html`<form method="post" action="${action}">
    ${hiddenLang(chrome.lang)}
    <input type="hidden" name="email" value="${email}" />
    <button class="button secondary" type="submit">${m.resendButton}</button>
  </form>`;
}

export interface RegisterValues {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function registerPage(
  chrome: Chrome,
  p: { action: string; values?: RegisterValues; errors?: FieldErrors; alert?: Alert; signInHref: string },
): string {
  const m = MESSAGES[chrome.lang];
  const errors = p.errors ?? {};
  const v = p.values ?? {};
  return layout(chrome, {
    title: m.registerTitle,
    body: html`<p class="intro">${m.registerIntro}</p>
      ${alerts(m, errors, ['email', 'password', 'password2', 'firstName', 'lastName'], p.alert)}
      <form method="post" action="${p.action}" novalidate>
        ${hiddenLang(chrome.lang)}
        ${field({ name: 'email', label: m.email, type: 'email', autocomplete: 'email', value: v.email, error: errors.email, maxLength: 255 })}
        ${field({ name: 'password', label: m.password, type: 'password', autocomplete: 'new-password', error: errors.password, hint: m.passwordHint, maxLength: 200 })}
        ${field({ name: 'password2', label: m.passwordRepeat, type: 'password', autocomplete: 'new-password', error: errors.password2, maxLength: 200 })}
        ${field({ name: 'firstName', label: m.firstName, type: 'text', autocomplete: 'given-name', value: v.firstName, error: errors.firstName, maxLength: 100 })}
        ${field({ name: 'lastName', label: m.lastName, type: 'text', autocomplete: 'family-name', value: v.lastName, error: errors.lastName, maxLength: 100 })}
        <div class="actions"><button class="button" type="submit">${m.registerButton}</button></div>
      </form>
      <ul class="links">
        <li>${m.haveAccount} <a href="${p.signInHref}">${m.signInLink}</a></li>
      </ul>`,
  });
}

export function forgotPasswordPage(
  chrome: Chrome,
  p: { action: string; email?: string; errors?: FieldErrors; alert?: Alert; signInHref: string },
): string {
  const m = MESSAGES[chrome.lang];
  const errors = p.errors ?? {};
  return layout(chrome, {
    title: m.forgotTitle,
    body: html`<p class="intro">${m.forgotIntro}</p>
      ${alerts(m, errors, ['email'], p.alert)}
      <form method="post" action="${p.action}" novalidate>
        ${hiddenLang(chrome.lang)}
        ${field({ name: 'email', label: m.email, type: 'email', autocomplete: 'email', value: p.email, error: errors.email, maxLength: 255 })}
        <div class="actions"><button class="button" type="submit">${m.forgotButton}</button></div>
      </form>
      <ul class="links">
        <li><a href="${p.signInHref}">${m.signInLink}</a></li>
      </ul>`,
  });
}

export function resetPasswordPage(
  chrome: Chrome,
  p: { action: string; token: string; errors?: FieldErrors; alert?: Alert; firstPassword?: boolean },
): string {
  const m = MESSAGES[chrome.lang];
  const errors = p.errors ?? {};
  // A SET_PASSWORD link (an account an admin created) sets the first password: its own words.
  return layout(chrome, {
    title: p.firstPassword ? m.setPasswordTitle : m.resetTitle,
    body: html`<p class="intro">${p.firstPassword ? m.setPasswordIntro : m.resetIntro}</p>
      ${alerts(m, errors, ['password', 'password2'], p.alert)}
      <form method="post" action="${p.action}" novalidate>
        ${hiddenLang(chrome.lang)}
        <input type="hidden" name="token" value="${p.token}" />
        ${field({ name: 'password', label: m.newPassword, type: 'password', autocomplete: 'new-password', error: errors.password, hint: m.passwordHint, maxLength: 200 })}
        ${field({ name: 'password2', label: m.newPasswordRepeat, type: 'password', autocomplete: 'new-password', error: errors.password2, maxLength: 200 })}
        <div class="actions">
          <button class="button" type="submit">${p.firstPassword ? m.setPasswordButton : m.resetButton}</button>
        </div>
      </form>`,
  });
}

export interface Action {
  href: string;
  label: string;
  secondary?: boolean;
}

/** A page with a title, a text and links styled as buttons (notices, results, errors). */
export function messagePage(
  chrome: Chrome,
  p: { title: string; text: string; actions?: Action[]; code?: string; role?: 'alert' | 'status' },
): string {
  const m = MESSAGES[chrome.lang];
  return layout(chrome, {
    title: p.title,
    body: html`<p${p.role ? html` role="${p.role}"` : ''}>${p.text}</p>
${p.code ? html`<p class="code">${m.errorCode}: <code>${p.code}</code></p>` : ''}
${p.actions?.length ? html`<div class="actions">${p.actions.map((a) => html`<a class="button${a.secondary ? ' secondary' : ''}" href="${a.href}">${a.label}</a>`)}</div>` : ''}`,
  });
}

/**
 * RP-initiated logout. `form` is the form oidc-provider builds (with its CSRF token); the buttons
 * submit it. `auto`: the request carried a valid id_token_hint of our client for the signed-in
 * user, so a small script presses "sign out" at once (no confirmation).
 */
export function logoutPage(chrome: Chrome, p: { form: Html; auto: boolean }): string {
  const m = MESSAGES[chrome.lang];
  if (p.auto) {
    return layout(chrome, {
      title: m.logoutTitle,
      script: `${chrome.mount}/assets/logout.js`,
      body: html`<p role="status">${m.loggingOut}</p>
        ${p.form}
        <div class="actions">
          <button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>
            ${m.logoutContinue}
          </button>
        </div>`,
    });
  }
  return layout(chrome, {
    title: m.logoutTitle,
    body: html`<p>${m.logoutQuestion}</p>
      ${p.form}
      <div class="actions">
        <button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">${m.logoutYes}</button>
        <button class="button secondary" type="submit" form="op.logoutForm">${m.logoutNo}</button>
      </div>`,
  });
}
