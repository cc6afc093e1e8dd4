import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chakra from '@chakra-ui/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { type ComponentProps, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/client/theme/system';

const CLIENT_SOURCE = path.resolve('src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every name the client imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(CLIENT_SOURCE)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const bare = name.replace(/\btype\b/, '').trim();
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The recipe keys the Chakra components the client imports ask our system for when they render: each one, and
 * each part of a compound one (`Dialog.Root`, `Table.Cell`), rendered on its own with our system. A part that needs
 * its root around it throws; its root asks for the same recipe.
 */
function recipeKeysAskedFor(): Set<string> {
  const system = getSystem();
  const asked = new Set<string>();
  const recording: SystemContext = {
    ...system,
    getRecipeFn: (key, fallback) => {
      asked.add(String(key));
      return system.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      asked.add(String(key));
      return system.getSlotRecipeFn(key, fallback);
    },
  };
  const render = (component: unknown) => {
    try {
      const props = { value: recording } as ComponentProps<typeof ChakraProvider>;
      renderToString(createElement(ChakraProvider, props, createElement(component as 'div')));
    } catch {
      // A part outside its root, or a provider without its value: its root is rendered too.
    }
  };
  const exported = chakra as unknown as Record<string, unknown>;
  for (const name of importedChakraNames()) {
    const value = exported[name];
    if (typeof value === 'object' && value !== null && !('$$typeof' in value)) {
      for (const part of Object.values(value)) if (isComponent(part)) render(part);
    } else if (isComponent(value) && /^[A-Z]/.test(name)) render(value);
  }
  return asked;
}

describe('the trimmed Chakra theme (src/client/theme/system.ts)', () => {
  it('has the recipe of every Chakra component the client uses', () => {
    const asked = recipeKeysAskedFor();
    // A sanity check of the rendering itself: the site certainly uses buttons and dialogs.
    expect([...asked]).toEqual(expect.arrayContaining(['button', 'dialog']));
    const hasDefault = (key: string) => key in defaultRecipes || key in defaultSlotRecipes;
    const missing = [...asked].filter((key) => hasDefault(key) && !getSystem().hasRecipe(key));
    expect(missing, 'add these recipes to src/client/theme/system.ts').toEqual([]);
  });

  it('has every color palette the client names', () => {
    const palettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
    const named = new Set<string>();
    for (const file of sourceFiles(CLIENT_SOURCE).filter((file) => !file.endsWith('system.ts'))) {
      const source = readFileSync(file, 'utf8');
      for (const palette of palettes)
        if (new RegExp(`['"]${palette}(\\.\\w+)?['"]`).test(source)) named.add(palette);
    }
    // A sanity check of the scan itself: error toasts and destructive buttons are red.
    expect(named).toContain('red');
    const missing = [...named].filter((palette) => !getSystem().tokens.getByName(`colors.${palette}.500`));
    expect(missing, 'keep these palettes in src/client/theme/system.ts').toEqual([]);
  });
});
