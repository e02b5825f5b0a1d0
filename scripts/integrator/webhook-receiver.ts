// A webhook endpoint for trying the academy's webhooks locally (README "For integrators"): it
// verifies each delivery's Standard Webhooks signature, prints the event and answers 204 (400
// when the signature does not verify). The demo company's subscription posts here.
//
//   npm run webhook:receiver                       # http://localhost:4000/webhooks, demo secret
//   PORT=4001 WEBHOOK_SECRET=whsec_… npm run webhook:receiver
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { DEMO_WEBHOOK_SECRET } from '../../prisma/seed/integrations.ts';

const port = Number(process.env.PORT ?? 4000);
const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? DEMO_WEBHOOK_SECRET);
const seen = new Set<string>();

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const event = webhook.verify(body, request.headers as Record<string, string>) as { type: string; data: unknown };
      const id = String(request.headers['webhook-id']);
      // Deliveries come at least once: a repeat (same webhook-id) is acknowledged and skipped.
      console.log(`${seen.has(id) ? '↺ repeat' : '✓'} ${event.type} ${id}`, JSON.stringify(event.data));
      seen.add(id);
      response.writeHead(204).end();
    } catch (error) {
      console.log(`✗ refused: ${(error as Error).message}`);
      response.writeHead(400).end();
    }
  });
}).listen(port, () => console.log(`Webhook receiver on http://localhost:${port}/webhooks`));
