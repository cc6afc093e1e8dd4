import { Flex } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { LIMITS } from '../../../common/constants';
import { useMessages } from '../../i18n/useMessages';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);

export function StarRating({ rating }: { rating: number }) {
  const m = useMessages().home;
  return (
    <Flex role="img" aria-label={m.rating(rating, LIMITS.ratingMax)} gap="1" color="brand.accent">
      {STARS.map((star) => (
        <Star
          key={star}
          size={18}
          aria-hidden="true"
          fill={star <= rating ? 'currentColor' : 'none'}
          opacity={star <= rating ? 1 : 0.4}
        />
      ))}
    </Flex>
  );
}
