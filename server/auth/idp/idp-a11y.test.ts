import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as client from 'openid-client';
import { chromium, type Browser as Chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { openTestDatabase } from '../../platform/db/test-database.ts';
import { hashPassword } from '../password.ts';
import { appClient, startIdp, type TestIdp } from './test-support.ts';

/**
 * The provider's pages in a real browser (the Debian chromium): axe finds no serious or
 * critical violation, and nothing overflows a 360 px wide screen. Skipped without chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function audit(page: Page, label: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: not a page script, so the CSP does not block it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const problems = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (width > 360) problems.push(`${label}: page is ${width}px wide at a 360px viewport`);
  return problems;
}

describe.skipIf(!existsSync(CHROMIUM))('provider pages in a browser', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let prisma: PrismaClient;
  let idp: TestIdp;
  let oidc: client.Configuration;
  let browser: Chromium;

  beforeAll(async () => {
    db = await openTestDatabase();
    prisma = db.prisma;
    idp = await startIdp(prisma, { csp: true });
    oidc = await appClient(prisma, idp);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await idp?.close();
    await db?.close();
  });

  const authorizeUrl = async (params: Record<string, string>) =>
    client
      .buildAuthorizationUrl(oidc, {
        redirect_uri: `${idp.origin}/app/login-redirect`,
        scope: 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
        state: client.randomState(),
        ...params,
      })
      .toString();

  it('has no serious accessibility violation and fits 360 px, in both languages', async () => {
    await prisma.user.create({
      data: { email: 'unverified@example.com', passwordHash: await hashPassword('secret123'), emailVerified: false },
    });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });

    for (const lang of ['pl', 'en']) {
      await page.goto(await authorizeUrl({ ui_locales: lang }));
      problems.push(...(await audit(page, `${lang} sign-in`)));

      await page.fill('#email', 'nobody@example.com');
      await page.fill('#password', 'wrong1234');
      await page.click('button[type=submit]');
      problems.push(...(await audit(page, `${lang} sign-in error`)));

      await page.fill('#email', 'unverified@example.com');
      await page.fill('#password', 'secret123');
      await page.click('form[novalidate] button[type=submit]');
      expect(await page.locator('.alert form').count()).toBe(1);
      problems.push(...(await audit(page, `${lang} unverified`)));

      await page.goto(await authorizeUrl({ ui_locales: lang, screen: 'register' }));
      await page.fill('#email', 'bad');
      await page.click('button[type=submit]');
      problems.push(...(await audit(page, `${lang} registration errors`)));

      await page.fill('#email', `new.${lang}@example.com`);
      await page.fill('#password', 'secret123');
      await page.fill('#password2', 'secret123');
      await page.fill('#firstName', 'Ada');
      await page.fill('#lastName', 'Lovelace');
      await page.click('button[type=submit]');
      await page.waitForURL(/registered/);
      problems.push(...(await audit(page, `${lang} check mailbox`)));

      await page.goto(`${idp.issuer}/forgot-password?lang=${lang}`);
      problems.push(...(await audit(page, `${lang} forgot password`)));
      await page.goto(`${idp.issuer}/reset-password?token=nope&lang=${lang}`);
      problems.push(...(await audit(page, `${lang} reset link invalid`)));
      await page.goto(`${idp.issuer}/verify-email/done?lang=${lang}`);
      problems.push(...(await audit(page, `${lang} verified`)));
      await page.goto(`${idp.issuer}/session/end/success?lang=${lang}`);
      problems.push(...(await audit(page, `${lang} signed out`)));
      await page.goto(`${idp.issuer}/authorize?client_id=nobody&lang=${lang}`);
      problems.push(...(await audit(page, `${lang} error`)));
    }

    // A valid reset form and the logout confirmation need a token and a session.
    await page.goto(`${idp.issuer}/forgot-password?lang=en`);
    await page.fill('#email', 'unverified@example.com');
    await page.click('button[type=submit]');
    const mail = await prisma.mailMessage.findFirstOrThrow({ where: { subject: { contains: 'password' } } });
    await page.goto(/(http\S+reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '');
    problems.push(...(await audit(page, 'reset form')));
    await page.fill('#password', 'newpass123');
    await page.fill('#password2', 'newpass123');
    await page.click('button[type=submit]');
    await page.waitForURL(/reset-password\/done/);

    await page.goto(await authorizeUrl({ ui_locales: 'en' }));
    await page.fill('#email', 'unverified@example.com');
    await page.fill('#password', 'newpass123');
    await page.click('button[type=submit]');
    await page.waitForURL(/login-redirect/);
    await page.goto(`${idp.issuer}/session/end?ui_locales=pl`);
    problems.push(...(await audit(page, 'logout confirmation')));

    await context.close();
    expect(problems).toEqual([]);
  });

  it('logs out under the app CSP: at once with our id_token_hint, and without a session', async () => {
    await prisma.user.create({
      data: { email: 'leaving@example.com', passwordHash: await hashPassword('secret123'), emailVerified: true },
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspErrors.push(message.text());
    });

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await page.goto(
      client
        .buildAuthorizationUrl(oidc, {
          redirect_uri: `${idp.origin}/app/login-redirect`,
          scope: 'openid profile email',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
          ui_locales: 'en',
        })
        .toString(),
    );
    await page.fill('#email', 'leaving@example.com');
    await page.fill('#password', 'secret123');
    await page.click('button[type=submit]');
    await page.waitForURL(/login-redirect/);
    const tokens = await client.authorizationCodeGrant(oidc, new URL(page.url()), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });

    const end = new URL(`${idp.issuer}/session/end`);
    end.searchParams.set('id_token_hint', tokens.id_token ?? '');
    end.searchParams.set('post_logout_redirect_uri', `${idp.origin}/`);
    end.searchParams.set('state', 'bye');
    const logoutPage = await page.goto(end.href);
    expect(logoutPage?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.waitForURL(`${idp.origin}/?state=bye`);

    // No session any more: oidc-provider's own auto-posting form (inline script allowed by hash).
    await page.goto(`${idp.issuer}/session/end?lang=en`);
    await page.waitForURL(/session\/end\/success/);
    expect(await page.textContent('h1')).toBe('Signed out');

    await context.close();
    expect(cspErrors).toEqual([]);
  });
});
