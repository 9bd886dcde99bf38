import { DEFAULT_LANGUAGE } from '@tvcm/contracts';
import rosetta from 'rosetta';
import ja from '../locales/ja/translation.json';

/**
 * The `ja` catalogue comes in parts: `translation.json` holds what every page may need (errors,
 * validation, login) and ships with the first load; `shell.json` holds the logged-in shell's
 * text and arrives with the shell's code (see `addCataloguePart`), as the other parts arrive with
 * their pages' code (the profile page with its terms of service, the logout and 404 pages). Keys
 * are the same either way.
 */
export type Catalogue = typeof ja & Intersection<CatalogueParts[keyof CatalogueParts]>;

/**
 * The parts of the catalogue that arrive with lazily loaded code, each named by the file that
 * loads it, so that a new part is declared where it is added and nowhere else:
 * `declare module '…/lib/i18n' { interface CatalogueParts { carts: typeof cartsCatalogue } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the files that load each part
export interface CatalogueParts {}

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Both) => void
  ? Both
  : never;

/** Dot paths to the catalogue's texts (`'login.submit'`): the only keys `t()` takes without `returnObjects`. */
export type TextKey<Node = Catalogue, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? `${Prefix}${Key}`
    : Node[Key] extends readonly unknown[]
      ? never
      : TextKey<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/** Dot paths to what is not a text (the terms' list of articles): `t()` answers them with `returnObjects: true`. */
type ObjectKey<Node = Catalogue, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? never
    : `${Prefix}${Key}` | (Node[Key] extends readonly unknown[] ? never : ObjectKey<Node[Key], `${Prefix}${Key}.`>);
}[keyof Node & string];

type ValueAt<Node, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Node
    ? ValueAt<Node[Head], Rest>
    : never
  : Path extends keyof Node
    ? Node[Path]
    : never;

/** Values for the text's `{{name}}` placeholders. `count` is one like any other: Japanese has no plural forms. */
type Values = Record<string, unknown>;

export interface TFunction {
  (key: TextKey, values?: Values): string;
  <Key extends ObjectKey>(key: Key, options: { returnObjects: true }): ValueAt<Catalogue, Key>;
}

type Table = Record<string, unknown>;

// rosetta copies the table it is given: the imported JSON stays as it is.
const catalogue = rosetta<Table>();
catalogue.set(DEFAULT_LANGUAGE, ja);
catalogue.locale(DEFAULT_LANGUAGE);

// Values are inserted as they are: React escapes what it renders, and escaping here too would show
// entities such as &amp;. rosetta answers '' for a key it lacks (no text in the catalogue is empty);
// the key itself shows on screen which text is missing, as i18next did.
const t = ((key: string, values?: Values) => catalogue.t(key, values) || key) as TFunction;

export const i18n = { t, language: DEFAULT_LANGUAGE as string };

/** Components ask for `t` through a hook, as they would for anything that might come from React context. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t, i18n };
}

/** Keys of the error catalogue; error codes are the keys (SPEC.md §8). */
export type MessageCode = keyof typeof ja.errors;

/**
 * Merges a part of the catalogue that a lazily loaded chunk brings with it. Each part is merged when
 * its module is evaluated, which is before any component of the chunk renders, so nothing already on
 * screen waits for it and no component needs telling.
 */
export function addCataloguePart(part: Partial<Catalogue>): void {
  catalogue.set(DEFAULT_LANGUAGE, withPart(catalogue.table(DEFAULT_LANGUAGE) ?? {}, part));
}

/**
 * rosetta merges only the top level: a part that brought `errors.…` would replace every error text.
 * Here a part adds the keys it has at any depth and leaves every key already there as it is.
 */
function withPart(table: Table, part: Table): Table {
  const merged = { ...table };
  for (const [key, value] of Object.entries(part)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (isTable(existing) && isTable(value)) merged[key] = withPart(existing, value);
  }
  return merged;
}

function isTable(value: unknown): value is Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
