import { describe, expect, it } from 'vitest';
import { isTranslatedField, sectionItemTexts, withItemTexts } from '../../src/common/translations';

const steps = [
  { title: 'Site visit', timeline: 'Week 1', description: 'We walk the lot.' },
  { title: 'Permits', timeline: '', description: '' },
];

describe('the texts inside a section type’s own fields', () => {
  it('are named by their place, and put back where they were', () => {
    const texts = sectionItemTexts({ items: ['Survey'], steps });
    expect(texts).toEqual({
      'items.0': 'Survey',
      'steps.0.title': 'Site visit',
      'steps.0.timeline': 'Week 1',
      'steps.0.description': 'We walk the lot.',
      'steps.1.title': 'Permits',
      'steps.1.timeline': '',
      'steps.1.description': '',
    });
    const shown = withItemTexts(
      { icon: 'hammer' as const, items: ['Survey'], steps },
      { 'items.0': 'Levantamiento', 'steps.1.title': 'Permisos' },
    );
    expect(shown).toEqual({
      icon: 'hammer',
      items: ['Levantamiento'],
      steps: [steps[0], { title: 'Permisos', timeline: '', description: '' }],
    });
    // A type without such fields gains none.
    const iconOnly: { icon: 'hammer'; items?: string[] } = { icon: 'hammer' };
    expect(withItemTexts(iconOnly, { 'items.0': 'x' })).toEqual({ icon: 'hammer' });
  });

  it('are fields of a section only, in the shapes the types have', () => {
    expect(isTranslatedField('section', 'items.29')).toBe(true);
    expect(isTranslatedField('section', 'steps.11.description')).toBe(true);
    expect(isTranslatedField('section', 'steps.1.colour')).toBe(false);
    expect(isTranslatedField('section', 'items.100')).toBe(false);
    expect(isTranslatedField('section', '__proto__')).toBe(false);
    expect(isTranslatedField('project', 'items.0')).toBe(false);
    expect(isTranslatedField('section', 'photos.0123456789abcdef.alt')).toBe(true);
    expect(isTranslatedField('section', 'photos.0123456789abcdef.focusX')).toBe(false);
  });

  it('name a gallery photo’s words by its address, so they follow the photo', () => {
    const detail = { alt: 'Kitchen', caption: 'Walnut', focusX: 50, focusY: 50 };
    const texts = sectionItemTexts({ imageDetails: { 'https://a.example/1.jpg': detail } });
    const [altField] = Object.keys(texts);
    expect(altField).toMatch(/^photos\.[0-9a-f]{16}\.alt$/);
    const shown = withItemTexts(
      { imageDetails: { 'https://a.example/1.jpg': detail } },
      { [altField ?? '']: 'Cocina' },
    );
    expect(shown.imageDetails?.['https://a.example/1.jpg']).toEqual({ ...detail, alt: 'Cocina' });
  });
});
