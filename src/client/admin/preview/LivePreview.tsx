import { Box, Button, Group, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Monitor, Moon, Smartphone, Sun } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES_IN_ENGLISH,
  LANGUAGES,
  type Language,
} from '../../../common/i18n/languages';
import { type PreviewTheme, previewUrlOf } from '../../../common/preview';
import { addressIn } from '../../../common/routing/resolve';
import { findSaved } from './findSaved';
import { focusField } from './focusField';
import {
  centreInFrame,
  changedSince,
  flash,
  type PageSnapshot,
  prepareDocument,
  snapshotOf,
} from './previewDocument';
import { LIVE_PREVIEW_ATTRIBUTE } from './previewPlace';
import { type PreviewSave, useLastPreviewSave } from './previewSaves';
import { useDraftsShown } from './useDraftsShown';

/** A public page the preview can show; `shows` picks it when a save belongs to it. */
export interface PreviewPage {
  label: string;
  path: string;
  shows?: (save: PreviewSave) => boolean;
}

/** The widths the preview renders at: a phone, and a desktop scaled down to fit the panel. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;
const FRAME_HEIGHT_PX = 720;
/**
 * On a narrow screen the open preview stays at the top while the owner scrolls to a field and types: shorter, so
 * the field stays in view below it.
 */
export const NARROW_FRAME_HEIGHT_PX = 300;
/** The panel's width, followed as the window resizes. */
function usePanelWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The public page being edited, as visitors get it (the preview route, server/http/preview.ts), reloaded after
 * every save of this admin session and scrolled to what was saved when it can be found there.
 */
export function LivePreview({
  pages,
  editing,
  device: firstDevice,
  height = FRAME_HEIGHT_PX,
}: {
  pages: readonly PreviewPage[];
  /** The page the tab is editing now (its sub-tab): shown, and shown again whenever the owner switches. */
  editing?: string | undefined;
  device: Device;
  /** The frame's height on screen, in px. */
  height?: number;
}) {
  const save = useLastPreviewSave();
  const [path, setPath] = useState(editing ?? pages[0]?.path ?? '/');

  // A switch of the tab's sub-tab shows its page; the menu can still pick another until the next switch.
  useEffect(() => {
    if (editing) setPath(editing);
  }, [editing]);
  const [device, setDevice] = useState<Device>(firstDevice);
  const [theme, setTheme] = useState<PreviewTheme>('light');
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const frame = useRef<HTMLIFrameElement>(null);
  const panel = usePanelWidth();

  // A save that belongs to another of this tab's pages shows that page. In a tab with sub-tabs, only one made
  // from now on: an earlier one must not override the sub-tab being edited.
  const seenSave = useRef(editing ? save.version : -1);
  useEffect(() => {
    if (save.version === seenSave.current) return;
    seenSave.current = save.version;
    const owner = pages.find((page) => page.shows?.(save));
    if (owner) setPath(owner.path);
  }, [save, pages]);

  // The page's twin in the language chosen (its Spanish address), as a visitor of that language reads it.
  const shownPath = language === DEFAULT_LANGUAGE ? path : (addressIn(path, language) ?? path);
  const src = previewUrlOf(shownPath, theme, save.version);
  const draftsShown = useDraftsShown(frame, shownPath, theme, src);
  // What the page on screen said, so a reload after a write outlines what the write changed.
  const shown = useRef<{ page: string; parts: PageSnapshot }>({ page: '', parts: new Map() });
  const pageShown = `${shownPath} ${theme}`;

  const loaded = () => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    prepareDocument(doc, (field) => focusField(field, path));
    const changed = shown.current.page === pageShown ? changedSince(doc, shown.current.parts) : [];
    shown.current = { page: pageShown, parts: snapshotOf(doc) };
    if (changed.length > 0) flash(doc, changed);
    else if (save.version > 0) {
      const saved = findSaved(doc, save);
      if (saved) centreInFrame(saved);
    }
    draftsShown.loaded();
  };

  const width = WIDTHS[device];
  const scale = panel.width > 0 ? Math.min(1, panel.width / width) : 1;
  return (
    <Stack gap="3" data-testid="live-preview" {...{ [LIVE_PREVIEW_ATTRIBUTE]: '' }}>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">Preview</Text>
          {pages.length > 1 && (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label="Page to preview"
                value={path}
                onChange={(event) => setPath(event.currentTarget.value)}
              >
                {pages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {page.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </HStack>
        <HStack gap="2">
          <Group attached>
            <IconButton
              size="sm"
              aria-label="Desktop width"
              aria-pressed={device === 'desktop'}
              variant={device === 'desktop' ? 'solid' : 'outline'}
              onClick={() => setDevice('desktop')}
            >
              <Monitor />
            </IconButton>
            <IconButton
              size="sm"
              aria-label="Phone width"
              aria-pressed={device === 'phone'}
              variant={device === 'phone' ? 'solid' : 'outline'}
              onClick={() => setDevice('phone')}
            >
              <Smartphone />
            </IconButton>
          </Group>
          <Group attached>
            <IconButton
              size="sm"
              aria-label="Light mode"
              aria-pressed={theme === 'light'}
              variant={theme === 'light' ? 'solid' : 'outline'}
              onClick={() => setTheme('light')}
            >
              <Sun />
            </IconButton>
            <IconButton
              size="sm"
              aria-label="Dark mode"
              aria-pressed={theme === 'dark'}
              variant={theme === 'dark' ? 'solid' : 'outline'}
              onClick={() => setTheme('dark')}
            >
              <Moon />
            </IconButton>
          </Group>
          <Group attached role="group" aria-label="Language of the page">
            {LANGUAGES.map((each) => (
              <Button
                key={each}
                size="sm"
                px="2"
                aria-pressed={language === each}
                variant={language === each ? 'solid' : 'outline'}
                onClick={() => setLanguage(each)}
              >
                {each.toUpperCase()}
                <Text as="span" srOnly>
                  {` (${LANGUAGE_NAMES_IN_ENGLISH[each]} page)`}
                </Text>
              </Button>
            ))}
          </Group>
          <IconButton size="sm" variant="ghost" aria-label="Open the page in a new tab" asChild>
            <a href={shownPath} target="_blank" rel="noreferrer">
              <ExternalLink />
            </a>
          </IconButton>
        </HStack>
      </HStack>
      <Box ref={panel.ref} borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
        <Box mx="auto" width={`${width * scale}px`} height={`${height}px`} overflow="hidden">
          <iframe
            ref={frame}
            key={src}
            src={src}
            title="Live preview of the public page"
            onLoad={loaded}
            style={{
              width: `${width}px`,
              height: `${height / scale}px`,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              border: 0,
              background: 'white',
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
