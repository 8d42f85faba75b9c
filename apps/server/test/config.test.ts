import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

// Every directory a test makes is removed after it, so that a run leaves nothing in /tmp.
const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-config-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has defaults for everything', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mediaDir).toBe(path.join(dir, 'media'));
    expect(config.mediaMaxBytes).toBe(10 * 1024 * 1024);
    expect(config.logLevel).toBe('info');
  });

  it('sends SIAT calls to the SIN by environment, or to SIAT_URL for both', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).siatUrls).toEqual({
      PILOTO: 'https://pilotosiatservicios.impuestos.gob.bo',
      PRODUCCION: 'https://siatrest.impuestos.gob.bo',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), SIAT_URL: 'http://127.0.0.1:8790/' }).siatUrls,
    ).toEqual({
      PILOTO: 'http://127.0.0.1:8790',
      PRODUCCION: 'http://127.0.0.1:8790',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIAT_URL: 'pilotosiat' })).toThrow(/SIAT_URL=/);
  });

  it('generates a 256-bit JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(Buffer.from(first, 'base64url').length).toBe(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAIL', 'not-an-email'],
  ])('a wrong %s=%s stops the start with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(
      new RegExp(`${name}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
  });
});
