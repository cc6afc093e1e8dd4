/**
 * The server's entry: V8's compile cache first (kept in the system's temporary folder, or NODE_COMPILE_CACHE),
 * so that a restart reuses the compiled code of the server, its packages and the server-render bundle instead of
 * parsing and compiling them again; it must be enabled before those modules load, hence the dynamic imports. Then
 * the early listener (answers kept pages while the app loads; compiled server on DATABASE_URL only), then the
 * server itself (main.ts). docs/operations.md#cold-start says what each saves.
 */
import module from 'node:module';

// Not on Cloud Run (K_SERVICE): each of its starts is a fresh container, with an empty temporary folder, so the
// cache is never read there and only costs its making and about 5 MB (NODE_COMPILE_CACHE still turns it on).
if (!process.env.K_SERVICE) module.enableCompileCache?.();
const { listenEarly } = await import('./early-listener');
const { createLogger } = await import('./services/logging');
const { runsCompiled } = await import('./paths');
const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
// Whatever goes wrong early, the app's own start runs and says it in its words.
const early = runsCompiled ? await listenEarly(process.env, logger).catch(() => null) : null;
await early?.firstRequest;
const { run } = await import('./main');
run(logger, early);
