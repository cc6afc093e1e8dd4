import { Button, Wrap } from '@chakra-ui/react';
import { FILTER_CHIPS } from '../../../common/constants';

export type FilterCategory = (typeof FILTER_CHIPS)[number];

/** Toggle buttons, exactly one pressed: the category the gallery shows. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: FilterCategory;
  onChange: (category: FilterCategory) => void;
}) {
  return (
    <Wrap role="group" aria-label="Filter projects by category" gap="3" justify="center" mb="10">
      {FILTER_CHIPS.map((chip) => {
        const pressed = chip === value;
        return (
          <Button
            key={chip}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip)}
            size={{ base: 'sm', md: 'md' }}
            borderRadius="full"
            px={{ base: '4', md: '6' }}
            variant={pressed ? 'solid' : 'outline'}
            bg={pressed ? 'brand.solid' : 'transparent'}
            color={pressed ? 'brand.contrast' : 'fg'}
            borderColor={pressed ? 'brand.solid' : 'border.emphasized'}
            _hover={pressed ? { opacity: 0.9 } : { borderColor: 'fg', bg: 'bg.subtle' }}
          >
            {chip}
          </Button>
        );
      })}
    </Wrap>
  );
}
