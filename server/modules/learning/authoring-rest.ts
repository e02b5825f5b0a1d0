import type { FastifyInstance } from 'fastify';
import type { LearningRestDeps } from './rest.ts';

/** Spec 7 Subjects and Lessons (admin/courses/{id}/subjects…). */
export async function authoringRest(_app: FastifyInstance, _deps: LearningRestDeps) {}
