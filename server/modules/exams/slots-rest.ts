import type { FastifyInstance } from 'fastify';
import type { ExamsRestDeps } from './rest.ts';

// slots: REST facade (exams contract). Filled by its owner.
export async function slotsRest(_app: FastifyInstance, _deps: ExamsRestDeps) {}
