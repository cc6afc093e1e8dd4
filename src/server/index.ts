/**
 * The server's entry: V8's compile cache first (kept in the system's temporary folder, or NODE_COMPILE_CACHE),
 * so that a restart reuses the compiled code of the server, its packages and the server-render bundle instead of
 * parsing and compiling them again; then the server itself (main.ts). It must be enabled before those modules load,
 * hence this file of its own. docs/operations.md#cold-start says what it saves.
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./main');
