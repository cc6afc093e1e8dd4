import { Box, IconButton, Tabs } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Which ends of a scrolling row have more beyond them, kept up to date as it scrolls or resizes. */
function useHiddenEnds(selected: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      // The same ends draw nothing new: the row is not drawn again on every scroll.
      setEnds((ends) => (ends.start === start && ends.end === end ? ends : { start, end }));
    };
    row.addEventListener('scroll', update, { passive: true });
    // The observer's calls come once the page is laid out (its first as it starts), so reading the row's sizes
    // forces no layout of its own, as a call from here would while the panel is still being drawn. The tab list
    // is watched too: its width changes when a tab's count comes in.
    const resizes = new ResizeObserver(update);
    resizes.observe(row);
    if (row.firstElementChild) resizes.observe(row.firstElementChild);
    return () => {
      row.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, []);
  // The chosen tab in view: after a reload at /admin/backups on a phone, say.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen tab changes
  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const scrollBy = (direction: 1 | -1) => {
    const row = ref.current;
    if (!row) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.7, behavior: reduced ? 'auto' : 'smooth' });
  };
  return { ref, ends, scrollBy };
}

/** A fade over one end of the row with an arrow: the sign that more tabs are there (and a way to them by mouse). */
function MoreTabs({ side, onPress }: { side: 'start' | 'end'; onPress: () => void }) {
  const toward = side === 'start' ? 'left' : 'right';
  return (
    <Box
      position="absolute"
      top="0"
      bottom="1"
      {...{ [side === 'start' ? 'left' : 'right']: '0' }}
      w="14"
      display="flex"
      alignItems="center"
      justifyContent={side === 'start' ? 'flex-start' : 'flex-end'}
      pointerEvents="none"
      bgImage={`linear-gradient(to ${toward}, transparent, var(--chakra-colors-brand-muted) 55%)`}
      data-more-tabs={side}
    >
      {/* The tab list itself is reached by Tab and walked with the arrow keys: this is for the eye and the mouse. */}
      <IconButton
        aria-hidden="true"
        tabIndex={-1}
        size="xs"
        variant="subtle"
        borderRadius="full"
        pointerEvents="auto"
        onClick={onPress}
      >
        {side === 'start' ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    </Box>
  );
}

/**
 * The panel's tab row, from a tablet's width (a phone has PhoneTabMenu instead): on a wide screen the tabs wrap onto
 * a second line, so every tab shows; on a narrower one they stay one scrolling row, and a fade with an arrow marks
 * the end that has more.
 */
export function AdminTabList({ selected, children }: { selected: string; children: ReactNode }) {
  const { ref, ends, scrollBy } = useHiddenEnds(selected);
  return (
    <Box position="relative" hideBelow="md">
      <Box
        ref={ref}
        overflowX="auto"
        pb="1"
        scrollbarWidth="none"
        css={{ '&::-webkit-scrollbar': { display: 'none' } }}
      >
        <Tabs.List
          aria-label="Admin sections"
          minW={{ base: 'max-content', lg: 'auto' }}
          flexWrap={{ base: 'nowrap', lg: 'wrap' }}
        >
          {children}
        </Tabs.List>
      </Box>
      {ends.start && <MoreTabs side="start" onPress={() => scrollBy(-1)} />}
      {ends.end && <MoreTabs side="end" onPress={() => scrollBy(1)} />}
    </Box>
  );
}
