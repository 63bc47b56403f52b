import type { StaffRole } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createStaffArgs, makeStaff } from '../lib/testing/admin';
import { loader } from './admin.player-document';

type Args = Parameters<typeof loader>[0];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function load(
  answer: (path: string, init?: RequestInit) => Response,
  { role = 'support', documentId = '12' }: { role?: StaffRole; documentId?: string } = {},
) {
  const { args, fetchApi } = createStaffArgs({
    url: `/admin/players/7/documents/${documentId}/file`,
    staff: makeStaff(role),
    params: { id: '7', documentId },
    answer,
  });
  return { result: loader(args as unknown as Args), fetchApi };
}

const FILE = () =>
  new Response(PNG, {
    headers: { 'content-type': 'image/png', 'content-length': String(PNG.length) },
  });

describe('a document’s file (issue 17)', () => {
  it('streams the API’s file with its type, never cached nor sniffed, asking with the token', async () => {
    const { result, fetchApi } = load(FILE);
    const response = await result;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    const call = fetchApi.mock.calls.find(([path]) => path !== '/api/user');
    expect(call?.[0]).toBe('/api/admin/verification/12/file');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('answers the API’s refusal with its status and words', async () => {
    const { result } = load(() =>
      Response.json(
        { message: 'This page could not be found', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    );
    const response = await result;
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('This page could not be found');
  });

  it('is refused to a role without documents.review, without asking the API', async () => {
    const { result, fetchApi } = load(FILE, { role: 'content' });
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(fetchApi.mock.calls.filter(([path]) => path !== '/api/user')).toEqual([]);
  });

  it('answers 404 for a document id that is no id', async () => {
    const { result, fetchApi } = load(FILE, { documentId: '../../x' });
    expect((await result).status).toBe(404);
    expect(fetchApi.mock.calls.filter(([path]) => path !== '/api/user')).toEqual([]);
  });
});
