/** What pages and the panel share of the ledger (its pages' names, server-only, are in ./pages.ts: they read the settings registry). */
export * from './lookup';
export * from './texts';
