// Types for the TypeScript code that imports these plain ESM helpers.
export function findPostgresBin(): string | undefined;
export function findPostgresTool(name: string): string | undefined;
export function startThrowawayPostgres(): Promise<{
  url: string;
  bin: string;
  stop: () => void;
} | null>;
