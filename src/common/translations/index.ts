export * from './lookup';
export * from './pages';
export * from './texts';
