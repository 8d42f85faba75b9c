import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ByteCounter, StorageWriteError, isValidStorageKey, type Storage } from './storage';

export const TMP_DIR_NAME = '.tmp';

/**
 * Instances of one installation may start at once on one folder (decision 019): another's `rm`
 * can remove the folder between this `mkdir`'s EEXIST and its check, which answers ENOENT. Each
 * start empties the folder, then makes it again until it stands.
 */
async function makeDirAmidStarts(dir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mkdir(dir, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error;
    }
  }
}
/** Written by `npm run backup` (its pid) while it copies the media files. */
export const BACKUP_LOCK_NAME = '.backup-lock';
/** Files removed while a backup runs wait here, so the backup can still copy them. */
export const DEFERRED_DIR_NAME = '.removed';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True while a live backup process holds the lock of this media folder. */
export function backupRunning(base: string) {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(base, BACKUP_LOCK_NAME), 'utf8'));
  } catch {
    return false;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid);
}

/** Removes the files whose removal waited for a backup (none while one still runs). */
export async function removeDeferred(base: string) {
  if (backupRunning(base)) return;
  const dir = path.join(base, DEFERRED_DIR_NAME);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
}

/**
 * Files on local disk under `root`. A write goes to root/.tmp/<random>.part and is renamed into
 * place only once complete and flushed, so a crash never leaves part of a file under a real
 * name; .tmp is emptied at start. While a backup runs, removed files are moved aside instead
 * (the backup copies the files its snapshot names, and may reach one only after its removal).
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, TMP_DIR_NAME);

  /** The file of a key, or null if the key could name anything outside `base`. */
  const fileOf = (key: string) => {
    if (!isValidStorageKey(key)) return null;
    const file = path.resolve(base, key);
    return path.dirname(file) === base ? file : null;
  };
  const mustFileOf = (key: string) => {
    const file = fileOf(key);
    if (!file) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    async init() {
      await mkdir(base, { recursive: true });
      await rm(tmpDir, { recursive: true, force: true });
      await makeDirAmidStarts(tmpDir);
      await removeDeferred(base);
    },

    async stage(source) {
      const tmpFile = path.join(tmpDir, `${randomUUID()}.part`);
      const counter = new ByteCounter();
      // flush: the bytes are on disk before the rename makes them visible.
      const sink = createWriteStream(tmpFile, { flush: true });
      // Whichever side fails first is the cause; the other side only echoes it.
      let failedFirst: 'source' | 'sink' | null = null;
      source.once('error', () => (failedFirst ??= 'source'));
      sink.once('error', () => (failedFirst ??= 'sink'));
      try {
        await pipeline(source, counter, sink);
      } catch (error) {
        // The file may still be opening: remove it only once the stream has let go of it.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(tmpFile, { force: true });
        throw failedFirst === 'sink' ? new StorageWriteError(error) : error;
      }
      let committedFile: string | null = null;
      return {
        size: counter.bytes,
        async commit(key) {
          const finalFile = mustFileOf(key);
          await rename(tmpFile, finalFile);
          committedFile = finalFile;
        },
        async discard() {
          await rm(committedFile ?? tmpFile, { force: true }).catch(() => {});
        },
      };
    },

    async remove(key) {
      const file = fileOf(key);
      if (!file) return;
      if (!backupRunning(base)) return rm(file, { force: true });
      // A backup may have read the row of this file before it was deleted: the file waits
      // aside until the backup has copied what it needs (it empties the folder when done).
      const deferred = path.join(base, DEFERRED_DIR_NAME);
      await mkdir(deferred, { recursive: true });
      await rename(file, path.join(deferred, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async stat(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },

    read(key, range) {
      return createReadStream(mustFileOf(key), range);
    },
  };
}
