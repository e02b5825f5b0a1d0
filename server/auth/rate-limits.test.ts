import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey } from './idp/route-kit.ts';
import { hashPassword } from './password.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { InjectBrowser } from '../test/inject-browser.ts';

// Limits of the sign-in pages count the client's real address: X-Forwarded-For only counts
// when TRUST_PROXY names the proxy, and a busy e-mail slows down without locking its owner out.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
});
afterAll(() => h.close());

const forgot = (remoteAddress: string, email: string, forwardedFor?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/auth/forgot-password',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: new URLSearchParams({ email, lang: 'en' }).toString(),
  });

describe('rate limits and the client address', () => {
  it('a forged X-Forwarded-For does not give a client a fresh limit (TRUST_PROXY off)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await forgot('198.51.100.7', `someone${i}@example.com`, `203.0.113.${i}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([303, 303, 303]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
  });

  it('sign-in attempts with forged addresses are limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new InjectBrowser(h.app, {
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push((await browser.submitCredentials(`guess${i}@example.com`, 'wrong-password-1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('with TRUST_PROXY naming the proxy, the forwarded address counts', async () => {
    const proxied = await startHarness({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/auth/forgot-password',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${i}` },
          payload: new URLSearchParams({ email: `p${i}@example.com`, lang: 'en' }).toString(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 303]);
    } finally {
      await proxied.close();
    }
  });

  it('failing to sign in as someone from many addresses does not lock the owner out', async () => {
    const email = 'victim@example.com';
    await h.db.prisma.user.create({
      data: { email, role: 'USER', emailVerified: true, passwordHash: await hashPassword('Correct-horse-1') },
    });
    for (let i = 0; i < 5; i++) {
      const attacker = new InjectBrowser(h.app, { remoteAddress: `192.0.2.${i + 1}` });
      expect((await attacker.submitCredentials(email, `guess-${i}-Aa1`)).statusCode).toBe(401);
    }
    const owner = new InjectBrowser(h.app, { remoteAddress: '198.51.100.200' });
    const response = await owner.submitCredentials(email, 'Correct-horse-1');
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain('/auth/');
  });

  it('a flood of reset requests for one address neither locks it nor floods its mailbox (5 mails an hour)', async () => {
    const email = 'flooded@example.com';
    await h.db.prisma.user.create({
      data: { email, role: 'USER', emailVerified: true, passwordHash: await hashPassword('Correct-horse-1') },
    });
    for (let i = 0; i < 10; i++) expect((await forgot(`192.0.2.${100 + i}`, email)).statusCode).toBe(303);
    expect(await h.db.prisma.mailMessage.count({ where: { to: email } })).toBe(5);
  });
});

describe('the client a limit counts', () => {
  it('is an IPv4 address, or the /64 of an IPv6 address', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('::ffff:198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('limits a host that walks through its IPv6 /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await forgot(`2001:db8:5:6::${i + 1}`, `v6-${i}@example.com`)).statusCode);
    }
    expect(statuses).toEqual([303, 303, 303, 429, 429, 429]);
  });
});
