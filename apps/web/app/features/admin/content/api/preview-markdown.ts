import { contentPreviewResponseSchema } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** POST /api/admin/content/preview: Markdown as the public pages show it (sanitised HTML). */
export async function previewMarkdown(api: ApiClient, markdown: string): Promise<string> {
  return (await api.post('/api/admin/content/preview', { markdown }, contentPreviewResponseSchema))
    .html;
}
