// Types for the TypeScript code that imports these plain ESM helpers.
export function startThrowawayPostgres(): Promise<{
  url: string;
  bin: string;
  stop: () => void;
} | null>;
