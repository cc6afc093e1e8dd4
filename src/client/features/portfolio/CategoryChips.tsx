import { Button, Wrap } from '@chakra-ui/react';
import { ALL_PROJECTS } from '../../../common/constants';

/** The chips' words, from the portfolio settings: the "all" chip's label and the categories after it. */
export interface ChipLabels {
  allLabel: string;
  categories: string[];
}

/**
 * Toggle buttons, exactly one pressed: the category the gallery shows. The first chip's value is ALL_PROJECTS
 * whatever its label says; the others are project categories.
 */
export function CategoryChips({
  value,
  onChange,
  labels,
}: {
  value: string;
  onChange: (category: string) => void;
  labels: ChipLabels;
}) {
  const chips = [
    { value: ALL_PROJECTS, label: labels.allLabel },
    ...labels.categories.map((category) => ({ value: category, label: category })),
  ];
  return (
    <Wrap role="group" aria-label="Filter projects by category" gap="3" justify="center" mb="10">
      {chips.map((chip) => {
        const pressed = chip.value === value;
        return (
          <Button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.value)}
            size={{ base: 'sm', md: 'md' }}
            borderRadius="full"
            px={{ base: '4', md: '6' }}
            variant={pressed ? 'solid' : 'outline'}
            bg={pressed ? 'brand.solid' : 'transparent'}
            color={pressed ? 'brand.contrast' : 'fg'}
            borderColor={pressed ? 'brand.solid' : 'border.emphasized'}
            _hover={pressed ? { opacity: 0.9 } : { borderColor: 'fg', bg: 'bg.subtle' }}
          >
            {chip.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
