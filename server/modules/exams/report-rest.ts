import type { FastifyInstance } from 'fastify';
import type { ExamsRestDeps } from './rest.ts';

// report: REST facade (exams contract). Filled by its owner.
export async function reportRest(_app: FastifyInstance, _deps: ExamsRestDeps) {}
