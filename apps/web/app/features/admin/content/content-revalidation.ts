import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { IMAGES_PATH } from './components/image-field';
import { PREVIEW_PATH } from './components/markdown-field';

/**
 * `shouldRevalidate` for the content editors: a Markdown preview or an image upload changes
 * nothing the page loaded, so the item is not read again for it (the fields keep what is
 * typed either way). Everything else revalidates as before.
 */
export function shouldRevalidateUnlessTool({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formAction === PREVIEW_PATH || formAction === IMAGES_PATH) return false;
  return defaultShouldRevalidate;
}
