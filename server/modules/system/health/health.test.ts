import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('readiness', () => {
  it('is ready when the database and the storage answer', async () => {
    const response = await h.app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect((await h.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('names what failed', async () => {
    vi.spyOn(h.storage, 'check').mockRejectedValueOnce(new Error('bucket gone'));
    let response = await h.app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'NOT_READY', status: 'not-ready', failing: ['storage'] });

    vi.spyOn(h.storage, 'check').mockRejectedValueOnce(new Error('bucket gone'));
    vi.spyOn(h.db.prisma, '$queryRaw').mockRejectedValueOnce(new Error('connection refused'));
    response = await h.app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json().failing).toEqual(['database', 'storage']);
    expect(response.json().message).toContain('database');

    expect((await h.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('fails while the process drains (SIGTERM), liveness stays', async () => {
    h.app.draining = true;
    try {
      const response = await h.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'NOT_READY', failing: ['shutdown'] });
      expect((await h.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      h.app.draining = false;
    }
  });

  it('fails naming the database once the database is closed', async () => {
    const other = await startHarness();
    await other.db.close();
    try {
      const response = await other.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'NOT_READY', failing: ['database'] });
    } finally {
      await other.app.close();
    }
  });
});
