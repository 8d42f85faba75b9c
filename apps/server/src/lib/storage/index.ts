import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { ByteRange, StagedFile, Storage } from './storage';
export { StorageWriteError, isValidStorageKey } from './storage';

/** The configured storage driver: MEDIA_DIR on local disk (the default), or an S3 bucket. */
export const createStorage = (config: Pick<Config, 'mediaDir' | 'mediaStorage'>): Storage =>
  config.mediaStorage.kind === 's3'
    ? createS3Storage(config.mediaStorage)
    : createLocalStorage(config.mediaDir);
