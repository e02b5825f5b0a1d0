import type { FastifyInstance } from 'fastify';
import type { ExamsRestDeps } from './rest.ts';

// exercises: REST facade (exams contract). Filled by its owner.
export async function exercisesRest(_app: FastifyInstance, _deps: ExamsRestDeps) {}
