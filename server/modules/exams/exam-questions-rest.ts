import type { FastifyInstance } from 'fastify';
import type { ExamsRestDeps } from './rest.ts';

// exam-questions: REST facade (exams contract). Filled by its owner.
export async function examQuestionsRest(_app: FastifyInstance, _deps: ExamsRestDeps) {}
