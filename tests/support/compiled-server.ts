import { copyFile, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { projectRoot } from '../../src/server/paths';

/**
 * The server and its command-line tools compiled as `npm run build` compiles them (scripts/build-server.ts), once
 * for the run, into `root`, laid out as the project is: the compiled server finds its package.json, migrations, demo
 * photos and client beside itself (src/server/paths.ts). The sources, node_modules and the built client are links
 * to the project's own, so the copy serves what the project would. Tests start these files, as the image does,
 * instead of the sources through tsx, which compiles every module again in every process it starts (about five
 * times the CPU of a compiled start; docs/testing.md).
 */
export async function buildCompiledCopy(root: string) {
  await mkdir(path.join(root, 'dist'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    await copyFile(path.join(projectRoot, file), path.join(root, file));
  for (const link of ['src', 'migrations', 'node_modules', 'dist/client'])
    await symlink(path.join(projectRoot, link), path.join(root, link));
  await buildServer(root);
}
