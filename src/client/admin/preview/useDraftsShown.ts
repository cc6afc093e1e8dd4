import { useCallback, useEffect, useRef } from 'react';
import { PREVIEW_PATH, type PreviewTheme } from '../../../common/preview';
import { changedSince, flash, replaceDocument, snapshotOf } from './previewDocument';
import { hasDrafts, type PreviewDrafts, usePreviewDrafts } from './previewDrafts';
import { draftRenderState, previewVersion } from './previewSaves';

/** How long typing pauses before the preview shows it: every few words, not every key. */
const DRAFT_DELAY_MS = 300;

/** The page rendered with the owner's unsaved values (server/http/preview.ts); null when it could not be. */
async function renderedDraft(path: string, theme: PreviewTheme, overrides: PreviewDrafts) {
  const answer = await fetch(PREVIEW_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, theme, overrides }),
  }).catch(() => null);
  // A value the server refuses (a half-typed e-mail) leaves the page as it was; the save will say why.
  return answer?.ok ? answer.text() : null;
}

/**
 * The preview shows what is typed before it is saved: a pause in typing renders the page with the unsaved
 * values and puts it in place of the shown one, where it was scrolled to, the changed spot outlined.
 */
export function useDraftsShown(
  frame: { current: HTMLIFrameElement | null },
  path: string,
  theme: PreviewTheme,
  /** The frame's address: a new one (a write reloads it) loads the stored page. */
  src: string,
) {
  const drafts = usePreviewDrafts();
  const latest = useRef(0);
  /** Whether the page on screen shows unsaved values (so dropping them must show the stored ones again). */
  const showsDrafts = useRef(false);
  /** The render of the drafts waiting for a pause in typing: a reload of the frame shows them itself (`loaded`). */
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Before the drafts' effect: a save reloads the frame and drops its draft, and the page coming needs no render
  // of the stored values on top, nor of a draft whose pause in typing ends as it comes (each was a second render of
  // the page on the server for a save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what this effect answers, not a value it reads
  useEffect(() => {
    latest.current += 1;
    showsDrafts.current = false;
    clearTimeout(pending.current);
  }, [src]);
  const show = useCallback(
    async (overrides: PreviewDrafts) => {
      const request = ++latest.current;
      const html = await renderedDraft(path, theme, overrides);
      const doc = frame.current?.contentDocument;
      if (html === null || request !== latest.current || !doc?.body) return;
      const before = snapshotOf(doc);
      replaceDocument(doc, html);
      showsDrafts.current = hasDrafts(overrides);
      flash(doc, changedSince(doc, before));
    },
    [frame, path, theme],
  );
  useEffect(() => {
    if (!hasDrafts(drafts) && !showsDrafts.current) return;
    // A field left after typing is saved at once: its save's reload shows the words, so no draft of them is
    // rendered while the save is on its way, nor after it (the page rendered twice for one save).
    const version = previewVersion();
    const render = () => {
      const state = draftRenderState(version);
      if (state === 'now') void show(drafts);
      else if (state === 'wait') pending.current = setTimeout(render, DRAFT_DELAY_MS);
    };
    pending.current = setTimeout(render, DRAFT_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [drafts, show]);
  return {
    drafts,
    /** A fresh load shows the stored page; then the unsaved values go back on it. */
    loaded: () => {
      latest.current += 1;
      showsDrafts.current = false;
      if (hasDrafts(drafts)) void show(drafts);
    },
  };
}
