import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { Config } from '../../../config.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { authoringRest } from './authoring-rest.ts';
import { studyRest } from './study-rest.ts';

export interface LearningRestDeps {
  prisma: PrismaClient;
  config: Config;
  storage: Storage;
}

/** Spec 7 "Subjects", "Lessons" and "User courses", and the course participants of admins. */
export async function learningRest(app: FastifyInstance, deps: LearningRestDeps) {
  await authoringRest(app, deps);
  await studyRest(app, deps);
}
