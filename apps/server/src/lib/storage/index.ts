import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export type { ByteRange, StagedFile, Storage } from './storage';
export { StorageWriteError, isValidStorageKey } from './storage';

/** The configured storage driver (local disk for now; an S3-compatible one would go here). */
export const createStorage = (config: Pick<Config, 'mediaDir'>): Storage =>
  createLocalStorage(config.mediaDir);
