/** The port and interface the server listens on when PORT and HOST are not set (env.ts, early-listener.ts). */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
