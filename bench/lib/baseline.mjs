import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/net.mjs';

/**
 * A bare node:http server answering fixed bytes with the same content type as Taller's answer
 * (`routes`: path → { type, body, headers }). Whatever Taller adds (routing, validation,
 * database, headers) is the gap. Run it through startBaseline, in a process of its own.
 */
export function bareServer(routes) {
  return createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': route.type,
      'content-length': route.body.length,
      ...route.headers,
    });
    res.end(route.body);
  });
}

/** The physical limit of `routes` (see bareServer), served by a process of its own. */
export const startBaseline = (routes) => startInOwnProcess(import.meta.url, 'bareServer', routes);

// Buffers cross to the child as base64 inside the JSON of its input.
const BUFFER = '$buffer';
const encode = (_key, value) =>
  value?.type === 'Buffer' && Array.isArray(value.data)
    ? { [BUFFER]: Buffer.from(value.data).toString('base64') }
    : value;
export const decodeInput = (_key, value) =>
  value && typeof value === 'object' && BUFFER in value
    ? Buffer.from(value[BUFFER], 'base64')
    : value;

/**
 * Starts a baseline server in a process of its own, like Taller's server: in the benchmark's
 * process the load generator would starve it (issue 40). `exportName` of the module at
 * `moduleUrl` gets `input` (JSON; Buffers allowed) and answers an unstarted node:http server.
 */
export async function startInOwnProcess(moduleUrl, exportName, input = null) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-bench-baseline-'));
  const inputFile = path.join(dir, 'input.json');
  writeFileSync(inputFile, JSON.stringify(input, encode));
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'baseline-child.mjs'),
      moduleUrl,
      exportName,
      String(port),
      inputFile,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`baseline ${exportName} exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
