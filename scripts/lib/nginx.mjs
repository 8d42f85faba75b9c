// Starts nginx (Debian's package) with deploy/nginx.conf in front of the given instances, for the
// deploy test and the bench. The file is used as it is, but for its `listen` port and upstream
// `server` lines (rewritten to the ports chosen here) and a main file around it (nginx.conf of a
// Debian install plays that part: pid, logs, temp folders in a throwaway directory).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './net.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** deploy/nginx.conf with its listen port and upstream servers replaced. */
export function renderNginxSite(port, upstreamPorts) {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const rendered = site
    .replace(/(\n {4}server 127\.0\.0\.1:\d+ [^\n]*)+/, `\n${servers}`)
    .replace(/\n {4}listen 80;/, `\n    listen 127.0.0.1:${port};`);
  if (rendered === site || !rendered.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx.conf no longer has the lines the test rewrites');
  }
  return rendered;
}

export async function startNginx(upstreamPorts) {
  const bin = findNginx();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'taller-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they write temp files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(path.join(dir, 'taller.conf'), renderNginxSite(port, upstreamPorts));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/taller.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  execFileSync(bin, ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  let output = '';
  const child = spawn(
    bin,
    ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (i > 200) throw new Error(`nginx did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
