/** Reading "label: text" lines, the form of the business profile's office hours and service areas. */
import { splitLines } from './resolve';

export interface LabelledLine {
  /** Before the first colon ('' when the line has none). */
  label: string;
  /** After the first colon, trimmed (the whole line when it has none). */
  text: string;
}

/** "Mon-Fri: 8:00 AM-6:00 PM" → {label 'Mon-Fri', text '8:00 AM-6:00 PM'}: the first colon splits. */
export function labelledLines(value: string): LabelledLine[] {
  return splitLines(value).map((line) => {
    const colon = line.indexOf(':');
    if (colon < 0) return { label: '', text: line };
    return { label: line.slice(0, colon).trim(), text: line.slice(colon + 1).trim() };
  });
}

export interface ServedCounty {
  county: string;
  cities: string[];
}

/** The business profile's service areas: "Orange County: Irvine, Dana Point" → county and its cities. */
export function servedCounties(value: string): ServedCounty[] {
  return labelledLines(value).map(({ label, text }) => ({
    county: label,
    cities: text
      .split(',')
      .map((city) => city.trim())
      .filter((city) => city !== ''),
  }));
}
