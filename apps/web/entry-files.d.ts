// Types of entry-files.js, which eslint.config.js (plain JS) and vite.config.ts both read.
export declare const ENTRY_FILES: readonly string[];
export declare const ENTRY_PACKAGES: readonly string[];
