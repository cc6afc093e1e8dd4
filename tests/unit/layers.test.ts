import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file under a folder, with the modules it imports (relative paths resolved from the root). */
function importsUnder(folder: string): Array<{ file: string; imports: string[] }> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return files.map((file) => {
    const full = path.join(folder, file);
    const source = readFileSync(full, 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)].map(([, target]) =>
      target?.startsWith('.')
        ? path.relative('.', path.resolve(path.dirname(full), target))
        : (target as string),
    );
    return { file: full, imports };
  });
}

const breaking = (folder: string, forbidden: RegExp) =>
  importsUnder(folder).flatMap(({ file, imports }) =>
    imports.filter((target) => forbidden.test(target)).map((target) => `${file} imports ${target}`),
  );

describe('the layers point one way', () => {
  it('services know nothing of HTTP, tRPC or the routers', () => {
    expect(breaking('src/server/services', /^src\/server\/(http|trpc|routers)\/|^@trpc\/|^express$/)).toEqual(
      [],
    );
  });

  it('the database layer knows nothing of HTTP or tRPC', () => {
    const imports = breaking('src/server/db', /^src\/server\/(http|trpc|routers)\//);
    expect(imports).toEqual([]);
  });

  it('common code is shared by both sides, so it imports neither', () => {
    expect(breaking('src/common', /^src\/(server|client)\/|^node:/)).toEqual([]);
  });
});
