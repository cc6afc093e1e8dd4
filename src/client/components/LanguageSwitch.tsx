import { Box, Button } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGES } from '../../common/i18n/languages';
import { addressIn, pathOf } from '../../common/routing/resolve';
import { useLanguage } from '../i18n/language';
import { useProjectSlugIn } from '../i18n/sitePaths';
import { AS_LINK } from './asLink';

/**
 * The header's way to the same page in the other language: the same project, filter and community
 * (`addressIn`); the home page from a page no route has (the 404). Its words are in the language it leads to.
 * Every link of a page leads within its language, so the choice holds for the rest of the visit. On a phone the
 * header has room for the language's code only ("ES"); its name is read after it.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const href = addressIn(pathname + search, other, useProjectSlugIn(pathname)) ?? pathOf('home', other);
  return (
    <Button {...AS_LINK} variant="ghost" size="sm" px="2" fontWeight="semibold">
      <a href={href} hrefLang={other} lang={other} data-language-switch="">
        <Box as="span" display={{ base: 'inline', md: 'none' }} textTransform="uppercase">
          {other}
        </Box>
        {/* Read on a phone too, after the code it shows, so the link is named by what it is called. */}
        <Box as="span" srOnly={{ base: true, md: false }}>
          {LANGUAGE_NAMES[other]}
        </Box>
      </a>
    </Button>
  );
}
