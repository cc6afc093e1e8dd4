import { defineEntity, p } from '@mikro-orm/postgresql';
import type { TranslationKind } from '../../common/translations';
import { updatedAtProperty } from './timestamps';

/**
 * The translation ledger (docs/architecture.md): one row per text the owner wrote in English and its words in
 * another language, with the English it was written for. When the English changes, its hash no longer matches
 * and the translation is out of date; the page keeps showing it until the owner writes it again.
 */
const TranslationSchema = defineEntity({
  name: 'Translation',
  tableName: 'translations',
  uniques: [{ properties: ['kind', 'ref', 'field', 'language'] }],
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(20).$type<TranslationKind>(),
    /** A setting's key, or the id of a section, project or testimonial. */
    ref: p.string().length(100),
    field: p.string().length(40),
    language: p.string().length(2),
    /** The approved words, which visitors see; '' while only a draft exists. */
    value: p.text().default(''),
    /** SHA-256 of the English `value` was written for (common line endings, trimmed). */
    sourceHash: p.string().length(64).default(''),
    /** That English itself, so the owner sees what changed when the translation is out of date. */
    sourceText: p.text().default(''),
    /** A machine draft (DeepL) awaiting the owner's review; never shown to visitors. */
    draft: p.text().default(''),
    updatedAt: updatedAtProperty(),
  },
});

export class Translation extends TranslationSchema.class {}
TranslationSchema.setClass(Translation);
