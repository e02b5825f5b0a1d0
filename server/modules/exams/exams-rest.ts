import type { FastifyInstance } from 'fastify';
import type { ExamsRestDeps } from './rest.ts';

// exams: REST facade (exams contract). Filled by its owner.
export async function examsRest(_app: FastifyInstance, _deps: ExamsRestDeps) {}
