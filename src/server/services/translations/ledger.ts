import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { VersionAction } from '../../../common/history';
import type { Language } from '../../../common/i18n/languages';
import {
  type Ledger,
  type LedgerEntry,
  type TranslationSaveInput,
  translationSaveInput,
} from '../../../common/schemas/translation';
import { normalizedText, TRANSLATED_DEFAULTS } from '../../../common/settings';
import {
  isTranslationLanguage,
  type TextRef,
  type TranslationLanguage,
  textKey,
} from '../../../common/translations';
import { LEDGER_PAGE_LABELS, type LedgerPage } from '../../../common/translations/pages';
import { Translation } from '../../entities';
import { InvalidInput } from '../errors';
import type { Actor } from '../history/actor';
import { recordChange } from '../history/versions';
import { giveTranslatedSlug } from '../project-slugs';
import { lockUntilTransactionEnds } from '../transaction-locks';
import { allTextSources, type TextSource, textSource } from './sources';

/** The English a translation is of, as its hash sees it: line endings and the ends do not make it another text. */
export const sourceHash = (english: string) =>
  createHash('sha256').update(normalizedText(english)).digest('hex');

/** What a version of a translation keeps: its words and the English they were written for. */
export const translationSnapshot = (
  ref: TextRef & { language: string },
  value: string,
  sourceText: string,
) => ({
  kind: ref.kind,
  ref: ref.ref,
  field: ref.field,
  language: ref.language,
  value,
  sourceText,
});

/** The ledger's name of one translation in the history: the text's name and the language. */
export const translationHistoryKey = (ref: TextRef, language: string) => `${textKey(ref)}:${language}`;

/**
 * The one write path of translations: the owner approves words for a text (an empty value takes the translation
 * away, and the page shows the English again). The words are checked by the English field's own rules and
 * remember the English they were written for, so a later change of the English marks them out of date. Saving
 * the same words again for a changed English approves them for it. Each change is a version in the history.
 * A restore gives the English of the version (`writtenFor`), so it is out of date again if the English moved on.
 */
export async function saveTranslation(
  em: EntityManager,
  input: TranslationSaveInput,
  actor: Actor,
  {
    action = 'update',
    writtenFor,
    activity = true,
  }: {
    action?: VersionAction;
    /** The English the words were written for, when not the English now (a restore, a copy). */
    writtenFor?: string;
    /** Whether the change is a line of the Activity log (a mirror logs itself once). */
    activity?: boolean;
  } = {},
): Promise<LedgerEntry> {
  const source = await textSource(em, input);
  const value = input.value.trim() === '' ? '' : source.checked(input.value);
  const english = writtenFor ?? source.english;
  const where = { kind: input.kind, ref: input.ref, field: input.field, language: input.language };
  await em.transactional(async (tx) => {
    await lockUntilTransactionEnds(tx, `translation:${translationHistoryKey(input, input.language)}`);
    const existing = await tx.findOne(Translation, where);
    // No translation is a translation with no words, so the first one can be undone like any other change.
    const before = translationSnapshot(
      input,
      existing?.value ?? '',
      existing?.value ? existing.sourceText : '',
    );
    writeRow(tx, where, existing, value, english);
    await addressOfTranslatedTitle(tx, input, value);
    await recordChange(
      tx,
      actor,
      {
        entityType: 'translation',
        entityKey: translationHistoryKey(input, input.language),
        before,
        after: translationSnapshot(input, value, value === '' ? '' : english),
        action: action === 'update' && !existing?.value && value !== '' ? 'create' : action,
      },
      { activity },
    );
    await tx.flush();
  });
  const saved = await em.findOne(Translation, where, { refresh: true });
  return entryOf(source, saved, input.language);
}

/** The row of a translation as approved: its words and the English they are for ('' takes it away). */
function writeRow(
  tx: EntityManager,
  where: TextRef & { language: string },
  existing: Translation | null,
  value: string,
  english: string,
) {
  if (value === '' && existing) {
    if (existing.draft) existing.value = '';
    else tx.remove(existing);
  } else if (value !== '') {
    const row = existing ?? tx.create(Translation, { ...where, updatedAt: new Date() });
    Object.assign(row, { value, sourceHash: sourceHash(english), sourceText: english, draft: '' });
  }
}

/**
 * A translation an empty site starts with (the demo content's Spanish): checked and stored as a save stores it,
 * without a version, as the demo content itself has none.
 */
export async function seedTranslation(em: EntityManager, input: TranslationSaveInput): Promise<void> {
  const source = await textSource(em, input);
  const where = { kind: input.kind, ref: input.ref, field: input.field, language: input.language };
  const value = source.checked(input.value);
  await em.transactional(async (tx) => {
    writeRow(tx, where, await tx.findOne(Translation, where), value, source.english);
    await addressOfTranslatedTitle(tx, input, value);
  });
}

/** A project's first approved title in a language gives its page there an address of its own. */
async function addressOfTranslatedTitle(tx: EntityManager, input: TranslationSaveInput, value: string) {
  if (input.kind === 'project' && input.field === 'title' && value !== '')
    await giveTranslatedSlug(tx, Number(input.ref), input.language, value);
}

/** Keeps a machine draft of a text for the owner's review; visitors never see it. */
export async function saveDraft(
  em: EntityManager,
  ref: TextRef & { language: TranslationLanguage },
  draft: string,
): Promise<LedgerEntry> {
  const source = await textSource(em, ref);
  const checked = source.checked(draft);
  const where = { kind: ref.kind, ref: ref.ref, field: ref.field, language: ref.language };
  await em.transactional(async (tx) => {
    await lockUntilTransactionEnds(tx, `translation:${translationHistoryKey(ref, ref.language)}`);
    const row =
      (await tx.findOne(Translation, where)) ?? tx.create(Translation, { ...where, updatedAt: new Date() });
    row.draft = checked;
  });
  return entryOf(source, await em.findOne(Translation, where, { refresh: true }), ref.language);
}

function entryOf(source: TextSource, row: Translation | null, language: TranslationLanguage): LedgerEntry {
  const approved = row?.value ?? '';
  const builtInWording =
    source.kind === 'setting' && source.builtIn ? TRANSLATED_DEFAULTS[language].get(source.ref) : undefined;
  const current = approved !== '' && row?.sourceHash === sourceHash(source.english);
  const state =
    current || (approved === '' && builtInWording !== undefined)
      ? 'translated'
      : approved
        ? 'stale'
        : 'missing';
  return {
    kind: source.kind,
    ref: source.ref,
    field: source.field,
    page: LEDGER_PAGE_LABELS[source.page],
    label: source.label,
    html: source.html,
    multiLine: source.multiLine,
    english: source.english,
    translation: approved || builtInWording || '',
    translatedFrom: state === 'stale' ? (row?.sourceText ?? '') : null,
    draft: row?.draft ?? '',
    state,
    builtIn: approved === '' && builtInWording !== undefined,
  };
}

/**
 * Every text the owner writes, each with its translation and where it stands, and the count per page: what the
 * panel's Spanish tab lists. Only what visitors see now is counted (an inactive section's words are listed after).
 */
export async function ledgerOf(
  em: EntityManager,
  language: TranslationLanguage,
  canDraft: boolean,
): Promise<Ledger> {
  const [sources, rows] = await Promise.all([allTextSources(em), em.find(Translation, { language })]);
  const byKey = new Map(rows.map((row) => [textKey(row), row]));
  const entries = sources.map((source) => ({
    source,
    entry: entryOf(source, byKey.get(textKey(source)) ?? null, language),
  }));
  const coverage = (Object.keys(LEDGER_PAGE_LABELS) as LedgerPage[]).flatMap((page) => {
    const counted = entries.filter(({ source }) => source.page === page && source.shown);
    if (counted.length === 0) return [];
    return [
      {
        page: LEDGER_PAGE_LABELS[page],
        total: counted.length,
        translated: counted.filter(({ entry }) => entry.state !== 'missing').length,
        stale: counted.filter(({ entry }) => entry.state === 'stale').length,
      },
    ];
  });
  return { entries: entries.map(({ entry }) => entry), coverage, canDraft };
}

/** The approved translations of a language, which its pages show: drafts and taken-away ones are not among them. */
export async function approvedTranslations(em: EntityManager, language: TranslationLanguage) {
  const rows = await em.find(
    Translation,
    { language, value: { $ne: '' } },
    { fields: ['kind', 'ref', 'field', 'value'], orderBy: { id: 'asc' } },
  );
  return rows.map(({ kind, ref, field, value }) => ({ kind, ref, field, value }));
}

/** Takes away the translations of an item deleted for good (its id is never used again), a project's photos' too. */
export async function forgetTranslationsOf(tx: EntityManager, kind: TextRef['kind'], id: number) {
  await tx.nativeDelete(Translation, { kind, ref: String(id) });
  if (kind === 'project') await tx.nativeDelete(Translation, { kind: 'photo', ref: { $like: `${id}:%` } });
}

/** Makes a version of a translation current again, with the English it was written for. */
export async function restoreTranslation(
  em: EntityManager,
  snapshot: Record<string, unknown>,
  actor: Actor,
  action: VersionAction,
) {
  const input = translationSaveInput.safeParse({ ...snapshot, value: String(snapshot.value ?? '') });
  if (!input.success) throw InvalidInput.fromIssues(input.error.issues);
  await saveTranslation(em, input.data, actor, { action, writtenFor: String(snapshot.sourceText ?? '') });
}

/**
 * Gives a copy of an item (a duplicated or mirrored section) the approved translations of the item it was copied
 * from, through the one write path. Each keeps the English it was written for, changed as the copy changed its
 * English (`change`: a mirror's city names, in the words and in that English alike), so a text the copy changed
 * otherwise (a duplicate's "(Copy)" title) shows out of date until the owner looks at it.
 */
export async function copyTranslations(
  tx: EntityManager,
  kind: TextRef['kind'],
  from: { id: number },
  to: { id: number },
  actor: Actor,
  { action, change = (text: string) => text }: { action: VersionAction; change?: (text: string) => string },
) {
  const rows = await tx.find(
    Translation,
    { kind, ref: String(from.id), value: { $ne: '' } },
    { orderBy: { id: 'asc' } },
  );
  for (const row of rows) {
    if (!isTranslationLanguage(row.language as Language)) continue;
    await saveTranslation(
      tx,
      {
        kind,
        ref: String(to.id),
        field: row.field,
        language: row.language as TranslationLanguage,
        value: change(row.value),
      },
      actor,
      { action, writtenFor: change(row.sourceText), activity: false },
    );
  }
}
