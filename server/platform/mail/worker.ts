import type { MailAttachment } from './outbox.ts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Retry after 30 s, 1 min, 2 min … so a mail server that is down for a while loses nothing. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Sends queued messages. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes
 * can run workers against one PostgreSQL without sending a message twice.
 */
export class MailWorker {
  private transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private prisma: PrismaClient,
    smtpUrl: string,
    private from: string,
    private log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timer and waits for a pass in progress: the message being sent is finished, the
   * rest of its claimed batch is handed back at once (not left to the lease), so another
   * process sends them without waiting (graceful shutdown).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One pass over due messages; returns how many were sent. Tests call it directly. */
  async tick(): Promise<number> {
    if (this.running || this.stopping) return 0;
    let sent = 0;
    this.running = (async () => {
      sent = await this.sendDue();
    })().finally(() => (this.running = undefined));
    await this.running;
    return sent;
  }

  private async sendDue(): Promise<number> {
    // Claim due rows with a 5-minute lease in one statement (no transaction held while the SMTP
    // server answers); a process that dies mid-send leaves the row to be retried after the lease.
    const claimed = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "MailMessage" SET "nextAttemptAt" = now() + interval '5 minutes'
      WHERE id IN (
        SELECT id FROM "MailMessage"
        WHERE status = 'PENDING' AND "nextAttemptAt" <= now()
        ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    let sent = 0;
    for (const [index, { id }] of claimed.entries()) {
      if (this.stopping) {
        const rest = claimed.slice(index).map((row) => row.id);
        await this.prisma.mailMessage.updateMany({
          where: { id: { in: rest }, status: 'PENDING' },
          data: { nextAttemptAt: new Date() },
        });
        break;
      }
      const mail = await this.prisma.mailMessage.findUniqueOrThrow({ where: { id } });
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: (mail.attachments as MailAttachment[] | null) ?? undefined,
        });
        await this.prisma.mailMessage.update({
          where: { id },
          data: { status: 'SENT', sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
        });
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailId: id, attempts, err: message }, 'mail not sent');
        await this.prisma.mailMessage.update({
          where: { id },
          data: {
            attempts,
            lastError: message.slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          },
        });
      }
    }
    return sent;
  }
}
