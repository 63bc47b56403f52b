import { describe, expect, it } from 'vitest';
import { refusal, withBody } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff } from '../lib/testing/admin';
import { action as uploadImage } from './admin.content.images';
import { action as previewMarkdown } from './admin.content.preview';

type PreviewArgs = Parameters<typeof previewMarkdown>[0];
type UploadArgs = Parameters<typeof uploadImage>[0];

const IMAGE = {
  url: '/storage/content/7f3a.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  bytes: 84_000,
};

describe('the Markdown preview’s resource route', () => {
  it('asks the API with the staff token and answers its sanitised HTML as it is', async () => {
    const html = '<p><strong>Hi</strong> &lt;script&gt;</p>';
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/preview',
      method: 'POST',
      form: { markdown: '**Hi** <script>' },
      staff: makeStaff('content'),
      answer: () => Response.json({ status: 'ok', html }),
    });
    await expect(previewMarkdown(args as unknown as PreviewArgs)).resolves.toEqual({ html });
    const [path, init] = fetchApi.mock.calls.find(([called]) => called !== '/api/user')!;
    expect(path).toBe('/api/admin/content/preview');
    expect(JSON.parse(String(init?.body))).toEqual({ markdown: '**Hi** <script>' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('answers the API’s refusal as the form’s failure', async () => {
    const { args } = createStaffArgs({
      url: '/admin/content/preview',
      method: 'POST',
      form: { markdown: 'x' },
      staff: makeStaff('admin'),
      answer: () => refusal({ markdown: ['Max 50000 characters'] }),
    });
    await expect(previewMarkdown(args as unknown as PreviewArgs)).resolves.toMatchObject({
      init: { status: 422 },
      data: { ok: false, fieldErrors: { markdown: ['Max 50000 characters'] } },
    });
  });

  it('is refused to a role without content.manage', async () => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/preview',
      method: 'POST',
      form: { markdown: 'x' },
      staff: makeStaff('support'),
    });
    await expect(previewMarkdown(args as unknown as PreviewArgs)).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(fetchApi.mock.calls.map(([path]) => path)).toEqual(['/api/user']);
  });
});

describe('the image upload’s resource route', () => {
  const options = { url: '/admin/content/images', staff: makeStaff('content') };

  it('forwards the file as multipart with the staff token and answers where it is served', async () => {
    const upload = new FormData();
    upload.set(
      'file',
      new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
    );
    const { args, fetchApi } = withBody(
      { ...options, answer: () => Response.json({ status: 'ok', image: IMAGE }, { status: 201 }) },
      upload,
    );
    await expect(uploadImage(args as unknown as UploadArgs)).resolves.toEqual({ image: IMAGE });
    const [path, init] = fetchApi.mock.calls.find(([called]) => called !== '/api/user')!;
    expect(path).toBe('/api/admin/content/images');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    const sent = (init?.body as FormData).get('file') as File;
    expect([sent.name, sent.size]).toEqual(['a.png', 4]);
  });

  it('answers a missing file itself, and the API’s refusal of a bad one', async () => {
    const empty = withBody(options, new FormData());
    await expect(uploadImage(empty.args as unknown as UploadArgs)).resolves.toMatchObject({
      init: { status: 422 },
      data: { fieldErrors: { file: ['File is Required.'] } },
    });
    expect(empty.fetchApi.mock.calls.map(([path]) => path)).toEqual(['/api/user']);
    const pdf = new FormData();
    pdf.set('file', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    const refused = withBody(
      { ...options, answer: () => refusal({ file: ['Upload a PNG, JPEG or WebP image.'] }) },
      pdf,
    );
    await expect(uploadImage(refused.args as unknown as UploadArgs)).resolves.toMatchObject({
      data: { fieldErrors: { file: ['Upload a PNG, JPEG or WebP image.'] } },
    });
  });

  it('is refused to a role without content.manage before the file is sent', async () => {
    const upload = new FormData();
    upload.set('file', new File(['x'], 'a.png'));
    const { args, fetchApi } = withBody({ ...options, staff: makeStaff('finance') }, upload);
    await expect(uploadImage(args as unknown as UploadArgs)).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(fetchApi.mock.calls.map(([path]) => path)).toEqual(['/api/user']);
  });
});
