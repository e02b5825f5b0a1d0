import type { StorageConfig } from '../../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The storage driver STORAGE_URL names: the one place that chooses between them. */
export function openStorage(config: { storage: StorageConfig }): Storage {
  const settings = config.storage;
  return settings.kind === 's3' ? new S3Storage(settings) : new LocalStorage(settings.dir);
}
