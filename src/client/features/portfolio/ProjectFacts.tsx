import { HStack, type StackProps, Text } from '@chakra-ui/react';
import { type LucideIcon, MapPin, Ruler } from 'lucide-react';
import { squareFeetText } from '../../../common/i18n/format';
import type { Language } from '../../../common/i18n/languages';
import {
  PROJECT_FACTS,
  type ProjectFactKey,
  type ProjectFactValues,
} from '../../../common/schemas/project-facts';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';

/** The icon each fact is shown with; a fact without one shows its spoken label instead. */
const FACT_ICONS: Partial<Record<ProjectFactKey, LucideIcon>> = { location: MapPin, squareFootage: Ruler };

/** A fact as the page's language writes it: a size in square feet in its words, the rest as the owner wrote it. */
const shownFact = (key: ProjectFactKey, value: string, language: Language) =>
  key === 'squareFootage' ? squareFeetText(value, language) : value;

/**
 * A project's facts that are filled in (common/schemas/project-facts.ts), as a description list: each an icon and
 * its value, named to screen readers, in its quick view and on its page.
 */
export function ProjectFacts({ project, ...style }: { project: ProjectFactValues } & StackProps) {
  const labels = useMessages().project.factLabels;
  const language = useLanguage();
  return (
    <HStack as="dl" color="fg.muted" wrap="wrap" {...style}>
      {PROJECT_FACTS.map((fact) => {
        const value = project[fact.key];
        if (!value) return null;
        const Icon = FACT_ICONS[fact.key];
        const label = labels[fact.key];
        return (
          <HStack key={fact.key} gap="1.5">
            <Text as="dt" srOnly={Boolean(Icon)}>
              {Icon ? label : `${label}:`}
            </Text>
            {/* The icon inside the dd: a dl's group holds only its dt and dd. */}
            <HStack as="dd" gap="1.5" overflowWrap="anywhere">
              {Icon && <Icon size={16} aria-hidden="true" />}
              {shownFact(fact.key, value, language)}
            </HStack>
          </HStack>
        );
      })}
    </HStack>
  );
}

/** The facts on one line, as a project's card in the portfolio shows them: "Malibu, CA · 4,200 sq ft". */
export const factsLine = (project: ProjectFactValues, language: Language) =>
  PROJECT_FACTS.map((fact) => shownFact(fact.key, project[fact.key], language))
    .filter(Boolean)
    .join(' · ');
