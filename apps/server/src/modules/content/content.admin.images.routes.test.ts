import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminPage, AdminPost, AdminSlider, AuditEntry } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentCalls, localized, makePng, uniqueSlug } from '../../test/content';
import { signInStaff } from '../../test/http';
import { TEST_OPERATOR } from '../../test/staff';
import { useTestApp } from '../../test/suite';

/*
 * Uploaded pictures (POST /api/admin/content/images) are deleted once the last post, page or
 * slider using them stops (deleted, or its picture replaced), after that change committed;
 * never while anything else still uses them, and never a file that is not an upload.
 */

const { t, api } = useTestApp();

let admin = '';
let content: ReturnType<typeof contentCalls>;
let editor = '';
beforeAll(async () => {
  admin = (await signInStaff(t.runtime, api, 'admin')).token;
  editor = (await signInStaff(t.runtime, api, 'content')).token;
  content = contentCalls(api, editor);
});

const GONE = 'This uploaded image is no longer stored: upload it again.';
const fileOf = (url: string) => path.join(t.dataDir, 'storage', url.slice('/storage/'.length));
const isStored = (url: string) => existsSync(fileOf(url));
const deletionsOf = async (url: string) =>
  (
    await api.get(
      `/api/admin/audit?action=content_image.delete&target_id=${encodeURIComponent(url)}`,
      { token: admin },
    )
  ).body.entries as AuditEntry[];

describe('uploaded pictures go with the last record that uses them', () => {
  it('stays while a slider still shows it; goes, audited, when its picture is replaced', async () => {
    const url = await content.uploadPicture();
    const post = (await content.createPost({ image: url })).body.post as AdminPost;
    const slider = (await content.createSlider({ image_url: url })).body.slider as AdminSlider;

    expect(await content.remove('posts', post.id)).toBe(200);
    expect(isStored(url)).toBe(true);
    expect(await deletionsOf(url)).toEqual([]);

    const replacement = await content.uploadPicture();
    const edited = await api.patch(
      `/api/admin/sliders/${slider.id}`,
      { image_url: replacement },
      { token: editor },
    );
    expect(edited.status).toBe(200);
    expect(isStored(url)).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(isStored(replacement)).toBe(true);
    expect(await deletionsOf(url)).toMatchObject([
      { staff_role: 'content', target_type: 'content_image', before: { url }, after: null },
    ]);
  });

  it('outlives its post while a page links to it in Markdown; goes with the page', async () => {
    const url = await content.uploadPicture();
    const post = (await content.createPost({ image: url })).body.post as AdminPost;
    const page = (await content.createPage({ body: localized(`See [the poster](${url}).`) })).body
      .page as AdminPage;

    expect(await content.remove('posts', post.id)).toBe(200);
    expect(isStored(url)).toBe(true);
    expect(await content.remove('pages', page.id)).toBe(200);
    expect(isStored(url)).toBe(false);
  });

  it('stays while its own post still links to it after the picture field changed', async () => {
    const url = await content.uploadPicture();
    const post = (
      await content.createPost({ image: url, body: localized(`The [full size](${url}) poster.`) })
    ).body.post as AdminPost;
    const edited = await api.patch(
      `/api/admin/posts/${post.id}`,
      { image: null },
      { token: editor },
    );
    expect(edited.status).toBe(200);
    expect(isStored(url)).toBe(true);
    expect(await content.remove('posts', post.id)).toBe(200);
    expect(isStored(url)).toBe(false);
  });

  it('stays while a coin shows it', async () => {
    const url = await content.uploadPicture();
    const { walletService } = t.runtime.services;
    const [coin] = await walletService.listCoins();
    await walletService.updateCoin(TEST_OPERATOR, coin!.id, { coin_image: url });
    try {
      const post = (await content.createPost({ image: url })).body.post as AdminPost;
      expect(await content.remove('posts', post.id)).toBe(200);
      expect(isStored(url)).toBe(true);
    } finally {
      await walletService.updateCoin(TEST_OPERATOR, coin!.id, { coin_image: coin!.coin_image });
    }
  });

  it('never deletes a stored picture that is not an upload', async () => {
    const url = '/storage/content/seeded-poster.png';
    mkdirSync(path.dirname(fileOf(url)), { recursive: true });
    writeFileSync(fileOf(url), await makePng());
    const post = (await content.createPost({ image: url })).body.post as AdminPost;
    expect(await content.remove('posts', post.id)).toBe(200);
    expect(isStored(url)).toBe(true);
  });
});

describe('a picture deleted meanwhile', () => {
  async function deletedPicture(): Promise<string> {
    const url = await content.uploadPicture();
    const post = (await content.createPost({ image: url })).body.post as AdminPost;
    expect(await content.remove('posts', post.id)).toBe(200);
    expect(isStored(url)).toBe(false);
    return url;
  }

  it('is refused on the field that names it, translated, and nothing is made', async () => {
    const url = await deletedPicture();
    const title = uniqueSlug('refused');
    const slider = await content.createSlider({ image_url: url, title: localized(title) });
    expect(slider.status).toBe(422);
    expect(slider.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { image_url: [GONE] } });
    const sliders = (await api.get('/api/admin/sliders?kind=home', { token: editor })).body
      .sliders as AdminSlider[];
    expect(sliders.map((item) => item.title.en)).not.toContain(title);

    const page = await content.createPage({
      body: { ...localized('Plain text.'), es: `[Cartel](${url})` },
    });
    expect(page.status).toBe(422);
    expect(page.body.errors).toEqual({ 'body.es': [GONE] });

    const spanish = await content.createPost({ image: url }, 'es');
    expect(spanish.status).toBe(422);
    expect(spanish.body.errors).toEqual({
      image: ['Esta imagen subida ya no está guardada: vuelve a subirla.'],
    });
  });

  it('does not stop an edit that leaves the picture as it was', async () => {
    const url = await content.uploadPicture();
    const slider = (await content.createSlider({ image_url: url })).body.slider as AdminSlider;
    // The file goes behind the console's back (a restore from an older backup, say).
    rmSync(fileOf(url));
    const edited = await api.patch(
      `/api/admin/sliders/${slider.id}`,
      { title: localized('Renamed'), image_url: url },
      { token: editor },
    );
    expect(edited.status).toBe(200);
    expect((edited.body.slider as AdminSlider).title.en).toBe('Renamed');
  });
});
