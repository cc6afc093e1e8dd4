/** Portfolio page settings (section 'portfolio'). */
import { ALL_PROJECTS, FILTER_CHIPS } from '../constants';
import { inSection, listOf } from './define';
import type { SettingDefinition } from './types';

const portfolio = inSection('portfolio', ['/portfolio']);

export const PORTFOLIO_SETTINGS: readonly SettingDefinition[] = [
  portfolio('portfolio_title', 'Page title', 'text', 'Our Portfolio'),
  portfolio(
    'portfolio_description',
    'Page description',
    'multiline',
    'Explore custom homes, remodels, ADUs and commercial projects we have built across Los Angeles and Orange ' +
      'County. Select a project to see the details and the full photo gallery.',
  ),
  portfolio('portfolio_filter_all_text', '"All" filter label', 'text', ALL_PROJECTS),
  portfolio(
    'portfolio_categories',
    'Filter categories',
    'list',
    listOf(...FILTER_CHIPS.filter((chip) => chip !== ALL_PROJECTS)),
  ),
];
