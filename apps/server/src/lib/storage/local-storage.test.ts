import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  BACKUP_LOCK_NAME,
  DEFERRED_DIR_NAME,
  createLocalStorage,
  removeDeferred,
} from './local-storage';

describe('local storage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'taller-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a staged file out of sight until commit, then serves it whole or by range', async () => {
    const storage = createLocalStorage(root);
    await storage.init();
    const staged = await storage.stage(Readable.from([Buffer.from('hola '), Buffer.from('mundo')]));
    expect(staged.size).toBe(10);
    expect(readdirSync(root)).toEqual(['.tmp']);
    expect(await storage.stat('a.pdf')).toBeNull();
    await staged.commit('a.pdf');
    expect(readFileSync(path.join(root, 'a.pdf'), 'utf8')).toBe('hola mundo');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(await storage.stat('a.pdf')).toEqual({ size: 10 });
    expect(await text(storage.read('a.pdf', { start: 5, end: 9 }))).toBe('mundo');
    await staged.discard();
    expect(await storage.stat('a.pdf')).toBeNull();
  });

  it('leaves nothing behind when the source stream fails', async () => {
    const storage = createLocalStorage(root);
    await storage.init();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('cliente desconectado'));
      },
    });
    await expect(storage.stage(failing)).rejects.toThrow('cliente desconectado');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(root)).toEqual(['.tmp']);
  });

  it('removes the temporary file even when the source fails before the file is open', async () => {
    const storage = createLocalStorage(root);
    await storage.init();
    const attempts = Array.from({ length: 20 }, () =>
      storage.stage(
        new Readable({
          read() {
            this.destroy(new Error('falla inmediata'));
          },
        }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('empties the temporary folder at start', async () => {
    mkdirSync(path.join(root, '.tmp'));
    writeFileSync(path.join(root, '.tmp', 'half.part'), 'medio archivo');
    await createLocalStorage(root).init();
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('never resolves a key outside its folder', async () => {
    writeFileSync(path.join(root, 'secret.txt'), 'x');
    const storage = createLocalStorage(path.join(root, 'media'));
    await storage.init();
    for (const key of ['../secret.txt', '..', '/etc/passwd', 'a/b.png', '..\\x', '.tmp', '']) {
      expect(await storage.stat(key), key).toBeNull();
      expect(() => storage.read(key), key).toThrow();
    }
    const staged = await storage.stage(Readable.from(['x']));
    await expect(staged.commit('../x.png')).rejects.toThrow();
    await staged.discard();
    expect(readdirSync(root).sort()).toEqual(['media', 'secret.txt']);
  });

  it('moves removed files aside while a live backup holds the lock, and clears them after', async () => {
    const storage = createLocalStorage(root);
    await storage.init();
    writeFileSync(path.join(root, 'a.png'), 'a');
    writeFileSync(path.join(root, BACKUP_LOCK_NAME), String(process.pid));
    await storage.remove('a.png');
    await storage.remove('never-there.png');
    expect(await storage.stat('a.png')).toBeNull();
    expect(readdirSync(path.join(root, DEFERRED_DIR_NAME))).toEqual(['a.png']);
    await removeDeferred(root);
    expect(readdirSync(path.join(root, DEFERRED_DIR_NAME))).toEqual(['a.png']);

    rmSync(path.join(root, BACKUP_LOCK_NAME));
    await removeDeferred(root);
    expect(readdirSync(path.join(root, DEFERRED_DIR_NAME))).toEqual([]);
  });

  it("removes at once when the lock's backup is no longer running", async () => {
    const storage = createLocalStorage(root);
    await storage.init();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(root, BACKUP_LOCK_NAME), ended.stdout.toString());
    writeFileSync(path.join(root, 'b.png'), 'b');
    await storage.remove('b.png');
    expect(readdirSync(root).sort()).toEqual(['.backup-lock', '.tmp']);
  });
});
