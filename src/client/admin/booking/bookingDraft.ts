import type { KindSettings } from '../../../common/booking/kinds';
import type { BookingSettingsValues, DayBlock } from '../../../common/schemas/booking';

/** The form's values: numbers as typed, days off as lines ("2026-12-24" or "2026-12-24 12:00-15:00"). */
export interface BookingDraft {
  kinds: Array<
    Omit<KindSettings, 'minutes' | 'bufferBefore' | 'bufferAfter'> &
      Record<'minutes' | 'bufferBefore' | 'bufferAfter', string>
  >;
  weeklyHours: string;
  daysOff: string;
  noticeHours: string;
  daysAhead: string;
}

const blockLine = ({ day, from, to }: DayBlock) => (from && to ? `${day} ${from}-${to}` : day);

export const draftOf = (values: BookingSettingsValues): BookingDraft => ({
  kinds: values.kinds.map((kind) => ({
    ...kind,
    minutes: String(kind.minutes),
    bufferBefore: String(kind.bufferBefore),
    bufferAfter: String(kind.bufferAfter),
  })),
  weeklyHours: values.weeklyHours,
  daysOff: values.daysOff.map(blockLine).join('\n'),
  noticeHours: String(values.noticeHours),
  daysAhead: String(values.daysAhead),
});

/** A number field as typed: a number when it is one, else the text (the server names the field). */
const numberOf = (text: string): number =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : (text as unknown as number);

/** One line of days off: a day, or a day with a span of it; a line that is neither is sent as typed (refused by name). */
function blockOf(line: string): DayBlock {
  const match = /^(\S+)(?:\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2}))?$/.exec(line.trim());
  if (!match) return { day: line.trim() };
  const pad = (time: string | undefined) => time?.padStart(5, '0');
  return match[2]
    ? { day: match[1] as string, from: pad(match[2]), to: pad(match[3]) }
    : { day: match[1] as string };
}

export const inputOf = (draft: BookingDraft): BookingSettingsValues => ({
  kinds: draft.kinds.map((kind) => ({
    ...kind,
    minutes: numberOf(kind.minutes),
    bufferBefore: numberOf(kind.bufferBefore),
    bufferAfter: numberOf(kind.bufferAfter),
  })),
  weeklyHours: draft.weeklyHours,
  daysOff: draft.daysOff
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(blockOf),
  noticeHours: numberOf(draft.noticeHours),
  daysAhead: numberOf(draft.daysAhead),
});
