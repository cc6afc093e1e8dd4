import { describe, expect, it } from 'vitest';
import { positionText } from '../../src/client/admin/history/labels';
import { metadataChanges } from '../../src/client/admin/history/sectionMetaChanges';

const steps = (...list: Array<{ title: string; timeline?: string; description?: string }>) =>
  JSON.stringify({ steps: list.map((step) => ({ description: '', timeline: '', ...step })) });

describe('metadataChanges: a section type field change as the History shows it', () => {
  it('shows each changed field with its label from the section-type registry, unchanged ones left out', () => {
    expect(
      metadataChanges(
        { sectionType: 'checklist', metadata: '{"icon":"shield","items":["Permits","Debris removal"]}' },
        { sectionType: 'checklist', metadata: '{"icon":"shield","items":["Permits","Soil testing"]}' },
      ),
    ).toEqual([
      {
        key: 'metadata.items',
        label: 'Checklist items',
        before: '• Permits\n• Debris removal',
        after: '• Permits\n• Soil testing',
      },
    ]);
  });

  it('writes steps as numbered lines with their time, the description on the line below', () => {
    const [change] = metadataChanges(
      { sectionType: 'steps', metadata: steps({ title: 'Visit', timeline: '1 week' }) },
      {
        sectionType: 'steps',
        metadata: steps({ title: 'Visit', timeline: '1 week' }, { title: 'Plans', description: 'We draw.' }),
      },
    );
    expect(change).toEqual({
      key: 'metadata.steps',
      label: 'Steps',
      before: '1. Visit (1 week)',
      after: '1. Visit (1 week)\n2. Plans\n   We draw.',
    });
  });

  it('names an icon, and the default a type falls back to when none is chosen', () => {
    expect(
      metadataChanges(
        { sectionType: 'services', metadata: '' },
        { sectionType: 'services', metadata: '{"icon":"zap"}' },
      ),
    ).toEqual([{ key: 'metadata.icon', label: 'Icon', before: 'Default (hammer)', after: 'zap' }]);
    expect(
      metadataChanges(
        { sectionType: 'content', metadata: '{"icon":"zap"}' },
        { sectionType: 'content', metadata: '' },
      ),
    ).toEqual([{ key: 'metadata.icon', label: 'Icon', before: 'zap', after: '' }]);
  });

  it('keeps gallery photos as a list of photos', () => {
    expect(
      metadataChanges(
        { sectionType: 'gallery', metadata: '' },
        { sectionType: 'gallery', metadata: '{"images":["/objects/portfolio/a.jpg"]}' },
      ),
    ).toEqual([
      { key: 'metadata.images', label: 'Gallery photos', before: [], after: ['/objects/portfolio/a.jpg'] },
    ]);
  });

  it('shows the fields a new section filled in, and both types’ fields across a change of type', () => {
    expect(metadataChanges(null, { sectionType: 'checklist', metadata: '{"items":["One"]}' })).toEqual([
      { key: 'metadata.items', label: 'Checklist items', before: '', after: '• One' },
    ]);
    expect(metadataChanges(null, { sectionType: 'banner', metadata: '' })).toEqual([]);
    expect(
      metadataChanges(
        { sectionType: 'banner', metadata: '{"icon":"clock"}' },
        { sectionType: 'steps', metadata: steps({ title: 'Call us' }) },
      ),
    ).toEqual([
      { key: 'metadata.steps', label: 'Steps', before: '', after: '1. Call us' },
      { key: 'metadata.icon', label: 'Icon', before: 'clock', after: '' },
    ]);
  });

  it('falls back to formatted text for an unknown type or metadata its type refuses', () => {
    expect(
      metadataChanges(
        { sectionType: 'timeline', metadata: '{"a":1}' },
        { sectionType: 'timeline', metadata: '{"a":2}' },
      ),
    ).toEqual([{ key: 'metadata', label: 'Type fields', before: '{\n  "a": 1\n}', after: '{\n  "a": 2\n}' }]);
    expect(
      metadataChanges(
        { sectionType: 'content', metadata: '{"icon":"not-an-icon"}' },
        { sectionType: 'content', metadata: 'not json' },
      ),
    ).toEqual([
      { key: 'metadata', label: 'Type fields', before: '{\n  "icon": "not-an-icon"\n}', after: 'not json' },
    ]);
  });

  it('answers nothing when no field a visitor sees changed', () => {
    expect(
      metadataChanges(
        { sectionType: 'content', metadata: '{"icon":"zap"}' },
        { sectionType: 'content', metadata: '{"icon":"zap","unread":true}' },
      ),
    ).toEqual([]);
  });
});

describe('positionText', () => {
  it('reads a stored place as the owner counts, and a place before the first as the top', () => {
    expect([0, 1, 2, 3, 10, 11, 21, 22].map(positionText)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '22nd',
      '23rd',
    ]);
    expect(positionText(-1)).toBe('At the top (added first)');
  });
});
