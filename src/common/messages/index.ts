/**
 * Every user-facing success and error text, and the error → text mapping (docs/product.md, Messages and
 * errors). One source for both sides, imported from here (`common/messages`); the files beside it group them.
 */
export * from './account';
export * from './core';
export * from './leads';
export * from './site';
export * from './translations';
