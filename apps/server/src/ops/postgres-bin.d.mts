// Types for the TypeScript code that imports these plain ESM helpers.
export function findPostgresBin(): string | undefined;
export function findPostgresTool(name: string): string | undefined;
