import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { enqueueMail } from './outbox.ts';
import { MailWorker, backoffMs } from './worker.ts';

interface Received {
  from: string;
  to: string[];
  body: string;
}

/** A real SMTP server in the test process: the worker talks SMTP to it as to any mail server. */
async function startSmtp(options: { failFirst?: number } = {}) {
  const received: Received[] = [];
  let failures = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          return callback(new Error('451 try again later'));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('mail outbox and worker', () => {
  it('sends queued messages over SMTP exactly once', async () => {
    const smtp = await startSmtp();
    const worker = new MailWorker(db.prisma, smtp.url, 'Academy <no-reply@test.local>', pino({ level: 'silent' }));
    await db.prisma.$transaction((tx) =>
      enqueueMail(tx, { to: 'pilot@example.com', subject: 'Witamy', text: 'Cześć!' }),
    );
    expect(await worker.tick()).toBe(1);
    expect(await worker.tick()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['pilot@example.com']);
    expect(smtp.received[0]!.body).toContain('Subject: Witamy');
    const row = await db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'pilot@example.com' } });
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    await worker.stop();
    await smtp.close();
  });

  it('on stop finishes the message being sent and hands the rest of its batch back at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(session.envelope.rcptTo[0]!.address);
          arrived();
          void held.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const worker = new MailWorker(db.prisma, url, 'Academy <no-reply@test.local>', pino({ level: 'silent' }));
    const to = ['stop-1@example.com', 'stop-2@example.com', 'stop-3@example.com'];
    await db.prisma.$transaction(async (tx) => {
      for (const address of to) await enqueueMail(tx, { to: address, subject: 'Stop', text: 'x' });
    });
    const tick = worker.tick();
    await firstArrived;
    const stopped = worker.stop();
    release();
    await Promise.all([tick, stopped]);
    const rows = await db.prisma.mailMessage.findMany({ where: { to: { in: to } } });
    const sent = rows.filter((row) => row.status === 'SENT');
    expect(sent.map((row) => row.to)).toEqual(received);
    expect(sent).toHaveLength(1);
    // The others are due now, not after the 5-minute lease.
    const [clock] = await db.prisma.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
    for (const row of rows.filter((r) => r.status !== 'SENT')) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock!.now.getTime() + 1000);
    }
    // The next tests count what their workers send.
    await db.prisma.mailMessage.deleteMany({ where: { to: { in: to } } });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('keeps nothing when the causing transaction rolls back', async () => {
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@example.com', subject: 'x', text: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.prisma.mailMessage.count({ where: { to: 'rollback@example.com' } })).toBe(0);
  });

  it('retries with back-off when the SMTP server refuses', async () => {
    const smtp = await startSmtp({ failFirst: 1 });
    const worker = new MailWorker(db.prisma, smtp.url, 'Academy <no-reply@test.local>', pino({ level: 'silent' }));
    await db.prisma.$transaction((tx) => enqueueMail(tx, { to: 'retry@example.com', subject: 'Retry', text: 'x' }));
    const before = Date.now();
    expect(await worker.tick()).toBe(0);
    const after = Date.now();
    const failed = await db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'retry@example.com' } });
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(failed.lastError).toContain('try again later');
    // The next attempt is one back-off after the failure, however long the attempt took.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1));
    expect(failed.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + backoffMs(1));
    await db.prisma.mailMessage.update({ where: { id: failed.id }, data: { nextAttemptAt: new Date() } });
    expect(await worker.tick()).toBe(1);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['retry@example.com']);
    await worker.stop();
    await smtp.close();
  });
});
