import { useCallback, useRef, useState } from 'react';
import type { Project } from '../../../common/schemas/portfolio';

/**
 * The project viewer (docs/product.md, Portfolio): a project is open (image index from 0) or closed. The
 * selection outlives `open` until the dialog's exit animation ends, so the closing dialog still shows its
 * content.
 */
export function useProjectViewer() {
  const [project, setProject] = useState<Project | null>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const trigger = useRef<HTMLElement | null>(null);
  const count = project?.imageUrls.length ?? 0;

  const openProject = useCallback((next: Project, from: HTMLElement) => {
    trigger.current = from;
    setProject(next);
    setIndex(0);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const clear = useCallback(() => setProject(null), []);
  const step = useCallback(
    (delta: number) => setIndex((current) => (count ? (current + delta + count) % count : 0)),
    [count],
  );
  const show = useCallback((target: number) => setIndex(target), []);

  return { project, open, index, trigger, openProject, close, clear, step, show };
}
