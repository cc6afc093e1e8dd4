import { HStack, type StackProps, Text } from '@chakra-ui/react';
import { type LucideIcon, MapPin, Ruler } from 'lucide-react';
import {
  PROJECT_FACTS,
  type ProjectFactKey,
  type ProjectFactValues,
} from '../../../common/schemas/project-facts';

/** The icon each fact is shown with; a fact without one shows its spoken label instead. */
const FACT_ICONS: Partial<Record<ProjectFactKey, LucideIcon>> = { location: MapPin, squareFootage: Ruler };

/**
 * A project's facts that are filled in (common/schemas/project-facts.ts), as a description list: each an icon and
 * its value, named to screen readers, in its quick view and on its page.
 */
export function ProjectFacts({ project, ...style }: { project: ProjectFactValues } & StackProps) {
  return (
    <HStack as="dl" color="fg.muted" wrap="wrap" {...style}>
      {PROJECT_FACTS.map((fact) => {
        const value = project[fact.key];
        if (!value) return null;
        const Icon = FACT_ICONS[fact.key];
        return (
          <HStack key={fact.key} gap="1.5">
            <Text as="dt" srOnly={Boolean(Icon)}>
              {Icon ? fact.pageLabel : `${fact.pageLabel}:`}
            </Text>
            {/* The icon inside the dd: a dl's group holds only its dt and dd. */}
            <HStack as="dd" gap="1.5" overflowWrap="anywhere">
              {Icon && <Icon size={16} aria-hidden="true" />}
              {value}
            </HStack>
          </HStack>
        );
      })}
    </HStack>
  );
}

/** The facts on one line, as a project's card in the portfolio shows them: "Malibu, CA · 4,200 sq ft". */
export const factsLine = (project: ProjectFactValues) =>
  PROJECT_FACTS.map((fact) => project[fact.key])
    .filter(Boolean)
    .join(' · ');
