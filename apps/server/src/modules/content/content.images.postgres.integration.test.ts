import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminPost } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { contentCalls } from '../../test/content';
import { signInStaff } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';

const serverUrl = postgresTestUrl();

/** How many times the two edits race. */
const ROUNDS = 12;

describe.runIf(serverUrl)('uploaded pictures under concurrent edits on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  let content: ReturnType<typeof contentCalls>;
  beforeAll(async () => {
    content = contentCalls(api, (await signInStaff(t.runtime, api, 'content')).token);
  });
  const isStored = (url: string) =>
    existsSync(path.join(t.dataDir, 'storage', url.slice('/storage/'.length)));

  it('never leaves a slider showing a picture that the last post using it took away', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const url = await content.uploadPicture();
      const post = (await content.createPost({ image: url })).body.post as AdminPost;
      // One staff member deletes the post as another saves a slider with its picture.
      const [deleted, slider] = await Promise.all([
        content.remove('posts', post.id),
        content.createSlider({ image_url: url }),
      ]);
      expect(deleted).toBe(200);
      // Either the slider came first and keeps the picture, or it came after and was refused.
      expect([201, 422]).toContain(slider.status);
      expect(isStored(url), `round ${round}: slider answered ${slider.status}`).toBe(
        slider.status === 201,
      );
    }
  });
});
