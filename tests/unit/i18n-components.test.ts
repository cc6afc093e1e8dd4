import { ChakraProvider } from '@chakra-ui/react';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactFaq } from '../../src/client/features/contact/ContactFaq';
import { ContactInfo } from '../../src/client/features/contact/ContactInfo';
import { RequiredNote } from '../../src/client/features/contact/RequiredNote';
import { ProjectFacts } from '../../src/client/features/portfolio/ProjectFacts';
import { WhyChoose } from '../../src/client/features/services/WhyChoose';
import { LanguageProvider } from '../../src/client/i18n/language';
import { MessagesProvider } from '../../src/client/i18n/useMessages';
import { getSystem } from '../../src/client/theme/system';
import { messagesOf } from '../../src/common/i18n/catalogs';
import type { Language } from '../../src/common/i18n/languages';

/** A component's server render in a language, as its text (tags and React's text separators dropped). */
function textOf<Props extends object>(language: Language, component: ComponentType<Props>, props: Props) {
  // Called as functions (they have no hooks): they only put the language and its texts in contexts.
  const children = LanguageProvider({
    language,
    children: MessagesProvider({ messages: messagesOf(language), children: createElement(component, props) }),
  });
  const html = renderToString(createElement(ChakraProvider, { value: getSystem(), children }));
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const setting = (key: string) => (key === 'contact_phone' ? '(310) 555-0100' : '');
const facts = { location: 'Malibu, CA', squareFootage: '4,200 sq ft' };

describe('public components in the page language (common/i18n/catalogs)', () => {
  it('keep their English words on an English page', () => {
    expect(textOf('en', RequiredNote, {})).toContain('Required fields are marked with an asterisk ( * ).');
    expect(textOf('en', ContactInfo, { setting })).toContain('Business Hours');
    expect(textOf('en', ContactFaq, {})).toContain('Do you handle permits and inspections?');
    expect(textOf('en', WhyChoose, { companyName: 'Summit Coast Builders' })).toContain(
      'Why Choose Summit Coast Builders',
    );
    expect(textOf('en', ProjectFacts, { project: facts })).toContain('4,200 sq ft');
  });

  it('speak Spanish on a Spanish page, names and numbers unchanged', () => {
    expect(textOf('es', RequiredNote, {})).toContain(
      'Los campos marcados con un asterisco ( * ) son obligatorios.',
    );
    const info = textOf('es', ContactInfo, { setting });
    expect(info).toContain('Horario de atención');
    expect(info).toContain('(310) 555-0100');
    expect(info).not.toContain('Business Hours');
    expect(textOf('es', ContactFaq, {})).toContain(
      '¿Ustedes se encargan de los permisos y las inspecciones?',
    );
    expect(textOf('es', WhyChoose, { companyName: 'Summit Coast Builders' })).toContain(
      'Por qué elegir Summit Coast Builders',
    );
    const spanishFacts = textOf('es', ProjectFacts, { project: facts });
    expect(spanishFacts).toContain('4,200 pies cuadrados');
    expect(spanishFacts).toContain('Ciudad');
  });
});
