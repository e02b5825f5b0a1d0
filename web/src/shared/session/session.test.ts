import { describe, expect, it } from 'vitest';
import { parseSession } from './session';

describe('parseSession', () => {
  it('reads a signed-in session', () => {
    expect(
      parseSession({
        authenticated: true,
        csrfToken: 'abc',
        user: { id: 'VXNlcjox', role: 'B2B', displayName: 'Firma' },
      }),
    ).toEqual({ status: 'signed-in', csrfToken: 'abc', user: { id: 'VXNlcjox', role: 'B2B', displayName: 'Firma' } });
  });
  it('treats anything else as signed out', () => {
    const guest = { status: 'guest', user: null, csrfToken: null };
    expect(parseSession({ authenticated: false, csrfToken: null })).toEqual(guest);
    expect(parseSession(null)).toEqual(guest);
    expect(parseSession('<html>')).toEqual(guest);
    expect(parseSession({ authenticated: true, csrfToken: 'abc', user: { id: '1', role: 'ROOT' } })).toEqual(guest);
    expect(parseSession({ authenticated: true, user: { id: '1', role: 'USER' } })).toEqual(guest);
  });
});
