import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request instead of Fastify's two ("incoming request" when it arrives
 * and "request completed" when answered): each line is a pino write to stdout (a system call), and
 * at `LOG_LEVEL=info` the two of them cost as much CPU as the rest of a cached catalogue answer.
 * The one line, written when the response is finished, carries what both did: the request id
 * (`reqId`, bound to every request's logger), method, URL, host, client address and port
 * (`req`, Fastify's serializer), the status (`res`) and `responseTime` in ms. A request that
 * fails in flight is still logged at `error` ("request errored"), and every other log line of
 * Fastify (handled errors, 404s, stream errors) is Fastify's own, unchanged. What is lost is only
 * the line for a request that never finishes, e.g. one in flight when the process is killed.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
