// Types for the TypeScript code that imports these plain ESM helpers.
export function findNginx(): string | null;
export function renderNginxSite(port: number, upstreamPorts: number[]): string;
export function startNginx(upstreamPorts: number[]): Promise<{
  url: string;
  output: () => string;
  stop: () => Promise<void>;
} | null>;
