import { LIMITS } from '../../../common/constants';

/**
 * A short fade-and-rise on mount, staggered by the card delay step (LIMITS). Only under motion-safe so that
 * visitors who ask for reduced motion see the content immediately, with no delayed appearance either.
 */
export function fadeUp(index = 0) {
  return {
    _motionSafe: {
      animationName: 'fade-in, slide-from-bottom',
      animationDuration: '0.6s',
      animationTimingFunction: 'ease-out',
      animationFillMode: 'both',
      animationDelay: `${index * LIMITS.cardDelayStepSeconds}s`,
    },
  } as const;
}

/** Cards lift a little on hover; the transition is switched off globally under prefers-reduced-motion. */
export const cardHover = {
  transition: 'transform 0.3s ease, box-shadow 0.3s ease',
  _hover: { transform: 'translateY(-4px)', boxShadow: 'lg' },
  _focusWithin: { boxShadow: 'lg' },
} as const;

/**
 * Dark bands (stats, calls to action): near-black in light mode; in dark mode a warm charcoal that stands
 * apart from both the page and the muted sections.
 */
export const darkBand = { _light: '#0b0b0c', _dark: '#1a1814' } as const;
