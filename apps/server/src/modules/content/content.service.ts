import type { Locale, Page, PagesRequest } from '@casino/contracts';
import { pickLocalized } from '../../platform/localized';
import type { ContentRepository, NewPageRow, PageRow } from './content.repository';

function toPageDto(row: PageRow, locale: Locale): Page {
  return {
    id: row.id,
    to: row.path,
    title: pickLocalized(row.title, locale),
    slug: row.slug,
    icon: row.icon,
    group: row.group,
  };
}

export function createContentService({
  contentRepository,
}: {
  contentRepository: ContentRepository;
}) {
  return {
    /** spec §7 POST /pages {limit_from, limit_to}: rows limit_from .. limit_to (exclusive). */
    async listPages(range: PagesRequest, locale: Locale): Promise<Page[]> {
      const limit = Math.max(0, range.limit_to - range.limit_from);
      if (limit === 0) return [];
      const rows = await contentRepository.findPages({ offset: range.limit_from, limit });
      return rows.map((row) => toPageDto(row, locale));
    },

    async seedPages(rows: NewPageRow[]): Promise<void> {
      await contentRepository.insertPages(rows);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
