import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pureAnatomies } from '../../scripts/vite-pure-anatomies';

/** What the plugin makes of one of the installed modules (null: left alone). */
function transform(file: string): string | null {
  const plugin = pureAnatomies();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook(readFileSync(file, 'utf8'), file)?.code ?? null;
}

const PURE = '/* @__PURE__ */ ';

describe('the pure anatomy marks (scripts/vite-pure-anatomies.ts) on the installed Chakra, Ark and Zag', () => {
  it('marks the anatomy and its parts in a Zag anatomy module', () => {
    const code = transform('node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs');
    expect(code).toContain(`var anatomy = ${PURE}createAnatomy("dialog")`);
    expect(code).toContain(`var parts = ${PURE}anatomy.build();`);
  });

  it('marks every anatomy Ark and Chakra derive from them', () => {
    expect(transform('node_modules/@ark-ui/react/dist/components/carousel/carousel.anatomy.js')).toContain(
      `var carouselAnatomy = ${PURE}anatomy.extendWith(`,
    );
    const chakra = transform('node_modules/@chakra-ui/react/dist/esm/anatomy.js') ?? '';
    expect(chakra).toContain(`const alertAnatomy = ${PURE}createAnatomy("alert")`);
    expect(chakra.split(PURE).length - 1).toBeGreaterThan(20);
  });

  it('marks the slots a slot recipe takes from its anatomy, and leaves other modules alone', () => {
    expect(transform('node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js')).toContain(
      `slots: ${PURE}dialogAnatomy.keys()`,
    );
    expect(transform('node_modules/@zag-js/dialog/dist/dialog.connect.mjs')).toBeNull();
  });
});
