import { Box, Flex, Image, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { type Attribution, sourceOf } from '../../../common/leads/attribution';
import { leadPhotoUrl } from '../../../common/leads/report';
import { LeadPhotoViewer, leadPhotoAlt } from './LeadPhotoViewer';

export interface LeadVisit {
  id: number;
  attribution: Attribution;
  photos: Array<{ id: string; width: number; height: number }>;
}

const DEVICE_LABELS: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Computer' };

/**
 * What a lead brought besides its fields (LeadFields.tsx): where the visit came from (first-party attribution,
 * docs/leads.md#attribution) and the visitor's photos, served to the signed-in owner only: a press opens one full
 * screen (its link, the photo itself, is there for a new tab or before the panel's script).
 */
export function LeadVisitDetails({ visit }: { visit: LeadVisit }) {
  const { attribution: from, photos } = visit;
  const [viewed, setViewed] = useState<number | null>(null);
  const campaign = [from.utmMedium, from.utmCampaign, from.utmTerm, from.utmContent]
    .filter(Boolean)
    .join(' · ');
  const device = [from.deviceClass && DEVICE_LABELS[from.deviceClass], from.language]
    .filter(Boolean)
    .join(', ');
  const hasVisit = Object.keys(from).length > 0;
  if (!hasVisit && photos.length === 0) return null;
  return (
    <Box mt="4" fontSize="sm" data-testid="lead-visit">
      {hasVisit && (
        <Flex gap="1.5" mb="2" align="start" color="fg.muted">
          <Box mt="0.5">
            <Compass size={16} aria-hidden="true" />
          </Box>
          <Text overflowWrap="anywhere">
            Came from <strong>{sourceOf(from)}</strong>
            {from.landingPage && <> to {from.landingPage}</>}
            {campaign && <> ({campaign})</>}
            {from.gclid && <> · Google click id</>}
            {device && <> · {device}</>}
          </Text>
        </Flex>
      )}
      {photos.length > 0 && (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          gridTemplateColumns="repeat(auto-fill, minmax(5.5rem, 7rem))"
          gap="2"
          aria-label="Photos from the visitor"
        >
          {photos.map((photo, index) => (
            <Box as="li" key={photo.id}>
              <Link
                href={leadPhotoUrl(photo.id)}
                target="_blank"
                rel="noopener"
                display="block"
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  setViewed(index);
                }}
              >
                <Image
                  src={leadPhotoUrl(photo.id)}
                  alt={leadPhotoAlt(index, photos.length)}
                  loading="lazy"
                  aspectRatio="1"
                  objectFit="cover"
                  w="full"
                  borderRadius="md"
                  borderWidth="1px"
                  borderColor="border.muted"
                />
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <LeadPhotoViewer photos={photos} index={viewed} onIndex={setViewed} onClose={() => setViewed(null)} />
    </Box>
  );
}
