import { getDocumentFile } from '../features/admin/players/api/get-document-file.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.player-document';

/** What every answer of this route says: never cached, never sniffed into something else. */
const SAFE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Issue 17: an identity document's file for its reviewer (`documents.review`), streamed from
 * GET /api/admin/verification/:id/file with its content type. The API wants the bearer token,
 * which stays in its HttpOnly cookie, so the console's link points here rather than at the API.
 * A refusal (403, 404) answers with its status and the API's words as plain text.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'documents.review');
  const documentId = /^[1-9]\d{0,8}$/.test(args.params.documentId)
    ? Number(args.params.documentId)
    : null;
  if (documentId === null) {
    return new Response('Not found', {
      status: 404,
      headers: { ...SAFE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const file = await getDocumentFile(args, documentId);
  if (!file.ok) {
    return new Response(await readRefusal(file), {
      status: file.status,
      headers: { ...SAFE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const headers = new Headers({
    ...SAFE_HEADERS,
    'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
    // Shown in the browser's own viewer, never saved under a name the player chose.
    'content-disposition': 'inline',
  });
  const length = file.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(file.body, { status: 200, headers });
}

/** The API's translated message of a refusal, or its status line. */
async function readRefusal(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      return String(body.message);
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return response.statusText || `HTTP ${response.status}`;
}
