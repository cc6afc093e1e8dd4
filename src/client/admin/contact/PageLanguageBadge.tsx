import { Badge } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { PAGE_LANGUAGE_TEXTS } from '../../../common/messages';

/**
 * "Spanish-language page": the lead was sent from a page not in English, so the visitor may want an answer in that
 * language. Nothing for an English page, the site's default (a badge on every card would be noise).
 */
export function PageLanguageBadge({ language }: { language: Language }) {
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <Badge colorPalette="blue" variant="subtle" data-testid="lead-page-language">
      <Languages size={12} aria-hidden="true" />
      {PAGE_LANGUAGE_TEXTS.badge(language)}
    </Badge>
  );
}
