import { Button, Wrap } from '@chakra-ui/react';
import { ALL_PROJECTS } from '../../../common/constants';
import { portfolioFilterPath } from '../../../common/routes';
import { categorySlug } from '../../../common/routing/query';
import { AS_LINK } from '../../components/asLink';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { categoryLabel } from '../choiceLabels';

/** The chips' words, from the portfolio settings: the "all" chip's label and the categories after it. */
export interface ChipLabels {
  allLabel: string;
  categories: string[];
}

/**
 * The filters: links, one page per category (`/portfolio?category=remodels`, common/routes.ts), so they work
 * without JavaScript, can be shared and are each cached as their own page; the current one is marked
 * `aria-current`. The first chip is the whole portfolio whatever its label says.
 */
export function CategoryChips({ value, labels }: { value: string; labels: ChipLabels }) {
  const m = useMessages().portfolio;
  const language = useLanguage();
  const chips = [
    { value: ALL_PROJECTS, label: labels.allLabel },
    ...labels.categories.map((category) => ({
      value: category,
      label: categoryLabel(m.categories, category),
    })),
  ];
  return (
    <Wrap as="nav" aria-label={m.filterNav} gap="3" justify="center" mb="10">
      {chips.map((chip) => {
        // Matched as the address is ("remodels" is Remodels' chip too).
        const current = categorySlug(chip.value) === categorySlug(value);
        return (
          <Button
            key={chip.value}
            {...AS_LINK}
            size={{ base: 'sm', md: 'md' }}
            borderRadius="full"
            px={{ base: '4', md: '6' }}
            variant={current ? 'solid' : 'outline'}
            bg={current ? 'brand.solid' : 'transparent'}
            color={current ? 'brand.contrast' : 'fg'}
            borderColor={current ? 'brand.solid' : 'border.emphasized'}
            _hover={current ? { opacity: 0.9 } : { borderColor: 'fg', bg: 'bg.subtle' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '3px' }}
          >
            <a href={portfolioFilterPath(chip.value, language)} aria-current={current ? 'page' : undefined}>
              {chip.label}
            </a>
          </Button>
        );
      })}
    </Wrap>
  );
}
