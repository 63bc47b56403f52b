import { PAGE_GROUPS, POST_KINDS, PROMOTIONS_CATEGORY, SLIDER_KINDS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  PAGE_GROUP_CHOICES,
  POST_KIND_CHOICES,
  PROMOTIONS_CATEGORY_SLUG,
  SLIDER_KIND_CHOICES,
} from './content-choices';

describe('the content choices the browser offers', () => {
  it('are the contracts’ own lists', () => {
    expect(POST_KIND_CHOICES).toEqual(POST_KINDS);
    expect(PAGE_GROUP_CHOICES).toEqual(PAGE_GROUPS);
    expect(SLIDER_KIND_CHOICES).toEqual(SLIDER_KINDS);
    expect(PROMOTIONS_CATEGORY_SLUG).toBe(PROMOTIONS_CATEGORY);
  });
});
