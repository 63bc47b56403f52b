import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seeding/seed';
import { AppError } from '../../platform/errors';
import { signInStaff, signUpPlayer, toMultipart } from '../../test/http';
import { cleanDocument, detectDocumentFormat, DOCUMENT_MAX_PIXELS } from './users.documents';
import { useTestApp } from '../../test/suite';

const PAYLOAD = '<?php system($_GET["c"]); ?>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from('0000000049454e44ae426082', 'hex');

const pdf = (body = '% identity document\n') => Buffer.from(`%PDF-1.4\n${body}%%EOF\n`);
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF (a copyright marker stands in for GPS and device data). */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'EXIF-MARKER-GPS-48.85N' } })
    .toBuffer();

/** A PNG whose header claims width x height, with a few bytes of pixel data behind it. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('cleanDocument: the type comes from the bytes', () => {
  it('recognises JPEG, PNG and PDF by their magic bytes only', async () => {
    expect(detectDocumentFormat(await png())).toBe('png');
    expect(detectDocumentFormat(await jpegWithExif())).toBe('jpeg');
    expect(detectDocumentFormat(pdf())).toBe('pdf');
    expect(detectDocumentFormat(Buffer.from('just some text, named scan.png'))).toBeNull();
    expect(detectDocumentFormat(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectDocumentFormat(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a PDF as given only when it starts with %PDF- and ends with %%EOF', async () => {
    const good = pdf();
    expect((await cleanDocument(good)).data.equals(good)).toBe(true);
    expect(await codeOf(cleanDocument(Buffer.from('%PDF-1.4\nno end marker\n')))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    // %%EOF present, but more than a kilobyte of something else appended after it.
    const appended = Buffer.concat([pdf(), Buffer.alloc(2048, 0x41)]);
    expect(await codeOf(cleanDocument(appended))).toBe('FILE_TYPE_NOT_ALLOWED');
    // PDF bytes behind another header are not a PDF.
    expect(await codeOf(cleanDocument(Buffer.concat([Buffer.from('GIF89a'), pdf()])))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('re-encodes a JPEG: no EXIF, no trailing payload, still a JPEG of the same size', async () => {
    const original = Buffer.concat([await jpegWithExif(), Buffer.from(PAYLOAD)]);
    expect(original.includes('EXIF-MARKER')).toBe(true);
    const clean = await cleanDocument(original);
    expect(clean).toMatchObject({ format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' });
    expect(clean.data.equals(original)).toBe(false);
    expect(clean.data.includes('EXIF-MARKER')).toBe(false);
    expect(clean.data.includes(PAYLOAD)).toBe(false);
    expect(clean.data.subarray(-2).toString('hex')).toBe('ffd9');
    const meta = await sharp(clean.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 64, 48, undefined]);
  });

  it('re-encodes a PNG so that it ends at IEND', async () => {
    const original = Buffer.concat([await png(), Buffer.from(PAYLOAD)]);
    const clean = await cleanDocument(original);
    expect(clean.format).toBe('png');
    expect(clean.data.includes(PAYLOAD)).toBe(false);
    expect(clean.data.subarray(-PNG_IEND.length).equals(PNG_IEND)).toBe(true);
  });

  it('refuses images that do not decode, and headers claiming too many pixels', async () => {
    const jpeg = await jpegWithExif();
    expect(await codeOf(cleanDocument(jpeg.subarray(0, jpeg.length / 2)))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(await codeOf(cleanDocument(Buffer.concat([PNG_SIGNATURE, Buffer.from('text')])))).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    const side = Math.ceil(Math.sqrt(DOCUMENT_MAX_PIXELS)) + 1;
    expect(await codeOf(cleanDocument(pngHeaderClaiming(side, side)))).toBe('IMAGE_TOO_LARGE');
  });
});

describe('POST /api/settings/verification checks content, size and quota', () => {
  const MAX_BYTES = 256 * 1024;
  const { t, api } = useTestApp({ config: { UPLOAD_MAX_BYTES: MAX_BYTES } });

  async function upload(
    token: string,
    file: { data: Buffer; type: string; name: string },
    locale?: string,
  ) {
    const form = new FormData();
    form.set('document_type', 'passport');
    form.set('file', new Blob([file.data], { type: file.type }), file.name);
    const { body, contentType } = await toMultipart(form);
    return api.post('/api/settings/verification', body, {
      token,
      ...(locale ? { locale } : {}),
      headers: { 'content-type': contentType },
    });
  }

  /** What is on disk for the player: file name and bytes. */
  const storedFiles = (userId: number) => {
    const dir = path.join(t.dataDir, 'uploads', 'verification', String(userId));
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((name) => ({ name, data: readFileSync(path.join(dir, name)) }));
  };

  const documentsOf = async (token: string) =>
    (await api.get('/api/settings/verification', { token })).body.documents as unknown[];

  it('stores a PNG sent as passport.pdf with a PDF type as the PNG it is', async () => {
    const a = await signUpPlayer(api);
    const res = await upload(a.token, {
      data: await png(),
      type: 'application/pdf',
      name: 'passport.pdf',
    });
    expect(res.status).toBe(201);
    const [stored] = storedFiles(a.id);
    expect(stored?.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(stored?.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('refuses a text file claimed as image/png with 422 and stores nothing', async () => {
    const a = await signUpPlayer(api);
    const res = await upload(a.token, {
      data: Buffer.from('not an image at all'),
      type: 'image/png',
      name: 'scan.png',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      errors: { file: ['Upload a JPG, PNG or PDF file.'] },
    });
    expect(storedFiles(a.id)).toEqual([]);
    expect(await documentsOf(a.token)).toEqual([]);
  });

  it('stores a re-encoded image: other bytes, no EXIF, no trailing payload', async () => {
    const a = await signUpPlayer(api);
    const original = Buffer.concat([await jpegWithExif(), Buffer.from(PAYLOAD)]);
    const res = await upload(a.token, { data: original, type: 'image/jpeg', name: 'id.jpg' });
    expect(res.status).toBe(201);
    const [stored] = storedFiles(a.id);
    expect(stored?.name).toMatch(/\.jpg$/);
    expect(stored?.data.equals(original)).toBe(false);
    expect(stored?.data.includes(PAYLOAD)).toBe(false);
    expect(stored?.data.includes('EXIF-MARKER')).toBe(false);
  });

  it('answers 413 beyond UPLOAD_MAX_BYTES, translated, and stores nothing', async () => {
    const a = await signUpPlayer(api);
    const big = pdf(`% ${'x'.repeat(MAX_BYTES)}\n`);
    const res = await upload(a.token, { data: big, type: 'application/pdf', name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { file: ['The file may not be larger than 0.3 MB.'] },
    });
    const es = await upload(a.token, { data: big, type: 'application/pdf', name: 'big.pdf' }, 'es');
    expect(es.body.errors?.file).toEqual(['El archivo no puede superar 0.3 MB.']);
    expect(storedFiles(a.id)).toEqual([]);
    expect(await documentsOf(a.token)).toEqual([]);
  });

  it('refuses the 11th pending or approved document; rejected ones free a slot', async () => {
    const a = await signUpPlayer(api);
    const b = await signUpPlayer(api);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await upload(a.token, { data: pdf(), type: 'application/pdf', name: `${i}.pdf` });
      expect(res.status).toBe(201);
      ids.push((res.body.document as { id: number }).id);
    }
    const eleventh = await upload(a.token, {
      data: pdf(),
      type: 'application/pdf',
      name: '11.pdf',
    });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message:
        'You already have 10 documents under review or approved. You can send another once one is rejected.',
    });
    const zh = await upload(
      a.token,
      { data: pdf(), type: 'application/pdf', name: '11.pdf' },
      'zh-CN',
    );
    expect(zh.body.message).toBe('您已有 10 份文件正在审核或已通过。有文件被拒绝后才能再提交。');
    expect(storedFiles(a.id)).toHaveLength(10);
    expect(await documentsOf(a.token)).toHaveLength(10);

    // Another player's documents are theirs alone: B uploads freely, A's quota is untouched.
    expect(
      (await upload(b.token, { data: pdf(), type: 'application/pdf', name: 'b.pdf' })).status,
    ).toBe(201);
    expect(await documentsOf(b.token)).toHaveLength(1);
    expect(storedFiles(b.id)).toHaveLength(1);

    // A rejection frees a slot (an approval would not).
    const login = await api.post('/api/login', {
      email: DEMO_USERS[2].email,
      password: DEMO_USERS[2].password,
    });
    const admin = login.body.token as string;
    await api.patch(`/api/admin/verification/${ids[0]}`, { status: 'approved' }, { token: admin });
    expect(
      (await upload(a.token, { data: pdf(), type: 'application/pdf', name: 'x.pdf' })).status,
    ).toBe(422);
    await api.patch(
      `/api/admin/verification/${ids[1]}`,
      { status: 'rejected', reason: 'Blurry' },
      { token: admin },
    );
    expect(
      (await upload(a.token, { data: pdf(), type: 'application/pdf', name: 'y.pdf' })).status,
    ).toBe(201);
  });

  it("shows a document's file to its reviewers only, never cached; the review is audited", async () => {
    const a = await signUpPlayer(api);
    const b = await signUpPlayer(api);
    expect(
      (await upload(a.token, { data: pdf(), type: 'application/pdf', name: 'id.pdf' })).status,
    ).toBe(201);
    const [document] = (await documentsOf(a.token)) as { id: number }[];
    const support = await signInStaff(t.runtime, api, 'support');
    // The file is not JSON: asked of the app directly.
    const fileAs = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/verification/${document!.id}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
    const file = await fileAs(support.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(pdf())).toBe(true);
    for (const token of [(await signInStaff(t.runtime, api, 'content')).token, a.token, b.token]) {
      expect((await fileAs(token)).statusCode).toBe(403);
    }
    await api.patch(
      `/api/admin/verification/${document!.id}`,
      { status: 'rejected', reason: 'The photo is blurred' },
      { token: support.token },
    );
    const admin = await signInStaff(t.runtime, api, 'admin');
    const trail = await api.get(`/api/admin/audit?target_type=document&target_id=${document!.id}`, {
      token: admin.token,
    });
    expect(trail.body.entries).toMatchObject([
      {
        action: 'document.reject',
        staff: { id: support.id },
        before: { status: 'pending', user_id: a.id },
        after: { status: 'rejected', reason: 'The photo is blurred' },
      },
    ]);
  });
});
