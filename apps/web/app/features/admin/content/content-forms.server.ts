import {
  PAGE_GROUPS,
  POST_KINDS,
  SLIDER_KINDS,
  type PageInput,
  type PostInput,
  type SliderInput,
} from '@casino/contracts';
import { readFormText } from '../../../lib/forms';
import { CONTENT_LOCALES, getLocalizedName, type LocalizedInput } from './content-form';

// The content forms as the API takes them. Each reader answers the request body and what was
// typed (to refill the fields after a refused plain HTML post), or the fields it could not read.

/** A form read for the API: its body, or the fields that hold no usable value. */
export type ReadForm<Body> =
  | { body: Body; values: Record<string, string> }
  | { invalid: { required: string[]; integer: string[] }; values: Record<string, string> };

/** A localized text as the form posted it (`title.en`, `title.es`, `title.zh-CN`), trimmed. */
export function readLocalized(formData: FormData, name: string): LocalizedInput {
  const entries = CONTENT_LOCALES.map((locale) => [
    locale,
    readFormText(formData, getLocalizedName(name, locale)).trim(),
  ]);
  return Object.fromEntries(entries) as LocalizedInput;
}

/** Whether none of the locales has a text (a page's body left out: a plain menu entry). */
export function isLocalizedEmpty(texts: LocalizedInput): boolean {
  return CONTENT_LOCALES.every((locale) => texts[locale] === '');
}

function toLocalizedValues(name: string, texts: LocalizedInput): Record<string, string> {
  const entries = CONTENT_LOCALES.map((locale) => [getLocalizedName(name, locale), texts[locale]]);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The choice a select posted, or null when it is none of `choices` (a tampered form). */
function readChoice<Choice extends string>(
  formData: FormData,
  name: string,
  choices: readonly Choice[],
): Choice | null {
  const value = readFormText(formData, name);
  return (choices as readonly string[]).includes(value) ? (value as Choice) : null;
}

const WHOLE_NUMBER = /^\d{1,6}$/;

/** A whole number field: undefined when left empty, null when it is not a whole number. */
function readWholeNumber(formData: FormData, name: string): number | null | undefined {
  const text = readFormText(formData, name).trim();
  if (text === '') return undefined;
  return WHOLE_NUMBER.test(text) ? Number(text) : null;
}

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A `datetime-local` field's value, read as UTC, as the API's ISO moment; undefined when left
 * empty. Anything else goes as typed: the API refuses it on its field, in the staff's words.
 */
export function fromUtcInput(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!LOCAL_MINUTE.test(value)) return value;
  return value.length === 16 ? `${value}:00Z` : `${value}Z`;
}

/**
 * The fields a form could not read, of those given with what was read: a choice none of the
 * options (`required`), a number that is not a whole one (`integer`); null marks each.
 */
function listInvalid(choices: Record<string, unknown>, numbers: Record<string, unknown> = {}) {
  const unread = (fields: Record<string, unknown>) =>
    Object.keys(fields).filter((name) => fields[name] === null);
  return { required: unread(choices), integer: unread(numbers) };
}

/** The plain text fields of a form, trimmed, by name. */
function readTexts<Name extends string>(formData: FormData, names: readonly Name[]) {
  const entries = names.map((name) => [name, readFormText(formData, name).trim()]);
  return Object.fromEntries(entries) as Record<Name, string>;
}

/**
 * A blog post or promotion (POST /api/admin/posts, PATCH .../:id with every field): an empty
 * image removes the picture, an empty publication time means now (or, editing, unchanged), and
 * the draft box left unticked publishes it.
 */
export function readPostForm(formData: FormData): ReadForm<PostInput> {
  const texts = readTexts(formData, ['slug', 'category', 'image', 'published_at'] as const);
  const title = readLocalized(formData, 'title');
  const excerpt = readLocalized(formData, 'excerpt');
  const body = readLocalized(formData, 'body');
  const kind = readChoice(formData, 'kind', POST_KINDS);
  const isDraft = readFormText(formData, 'is_draft') === '1';
  const values = {
    ...texts,
    kind: kind ?? '',
    is_draft: isDraft ? '1' : '',
    ...toLocalizedValues('title', title),
    ...toLocalizedValues('excerpt', excerpt),
    ...toLocalizedValues('body', body),
  };
  if (!kind) return { invalid: listInvalid({ kind }), values };
  const publishedAt = fromUtcInput(texts.published_at);
  return {
    body: {
      kind,
      slug: texts.slug,
      category: texts.category,
      title,
      excerpt,
      body,
      image: texts.image || null,
      ...(publishedAt ? { published_at: publishedAt } : {}),
      is_draft: isDraft,
    },
    values,
  };
}

/**
 * A site page or menu entry (POST /api/admin/pages, PATCH .../:id with every field): a body
 * left empty in every locale is none (a menu entry leading elsewhere), as is an empty icon;
 * an empty position puts a new page at its group's end.
 */
export function readPageForm(formData: FormData): ReadForm<PageInput> {
  const texts = readTexts(formData, ['slug', 'to', 'icon', 'position'] as const);
  const title = readLocalized(formData, 'title');
  const body = readLocalized(formData, 'body');
  const group = readChoice(formData, 'group', PAGE_GROUPS);
  const position = readWholeNumber(formData, 'position');
  const values = {
    ...texts,
    group: group ?? '',
    ...toLocalizedValues('title', title),
    ...toLocalizedValues('body', body),
  };
  if (!group || position === null) return { invalid: listInvalid({ group }, { position }), values };
  return {
    body: {
      slug: texts.slug,
      to: texts.to,
      group,
      title,
      body: isLocalizedEmpty(body) ? null : body,
      icon: texts.icon || null,
      ...(position === undefined ? {} : { position }),
    },
    values,
  };
}

/** A slider or banner (POST /api/admin/sliders, PATCH .../:id with every field). */
export function readSliderForm(formData: FormData): ReadForm<SliderInput> {
  const texts = readTexts(formData, ['image_url', 'redirect_url', 'position'] as const);
  const title = readLocalized(formData, 'title');
  const subtitle = readLocalized(formData, 'subtitle');
  const kind = readChoice(formData, 'kind', SLIDER_KINDS);
  const position = readWholeNumber(formData, 'position');
  const values = {
    ...texts,
    kind: kind ?? '',
    ...toLocalizedValues('title', title),
    ...toLocalizedValues('subtitle', subtitle),
  };
  if (!kind || position === null) return { invalid: listInvalid({ kind }, { position }), values };
  return {
    body: {
      kind,
      title,
      subtitle,
      image_url: texts.image_url,
      redirect_url: texts.redirect_url,
      ...(position === undefined ? {} : { position }),
    },
    values,
  };
}
