import type { FastifyInstance } from 'fastify';
import type { LearningRestDeps } from './rest.ts';

/** Spec 7 User courses, the lesson media (with HTTP Range) and the course participants of admins. */
export async function studyRest(_app: FastifyInstance, _deps: LearningRestDeps) {}
