import type { AdminPost } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import type { FormResult } from '../../../../lib/forms';
import { CheckboxField, TextField } from '../../../../components/ui/form-field';
import { POST_KIND_CHOICES, PROMOTIONS_CATEGORY_SLUG } from '../content-choices';
import { toUtcInput } from '../content-form';
import { ChoiceField, EditorForm, ExactTextField, SlugField, useEditorFields } from './editor-form';
import { ImageField } from './image-field';

type PostFormProps = {
  /** The post being edited; none for a new one. */
  post: AdminPost | null;
  /** The page action's last answer. */
  result?: FormResult;
};

/**
 * A blog post or promotion: where it lives (kind, slug, category), its picture, when it shows
 * (a later moment schedules it; a draft never shows) and its title, excerpt and Markdown body
 * in every language.
 */
export function PostForm({ post, result }: PostFormProps) {
  const { t } = useTranslation('admin');
  const { saved, field } = useEditorFields(result);
  const { defaultValue: draft, ...draftField } = field('is_draft', post?.is_draft ? '1' : '');
  return (
    <EditorForm
      part="posts"
      testId="post-form"
      isNew={post === null}
      saved={saved}
      columnsClass="md:grid-cols-2 xl:grid-cols-4"
      picture={
        <ImageField
          label={t('content.posts.form.image')}
          hint={t('content.image.hint')}
          {...field('image', post?.image ?? '')}
        />
      }
      texts={{
        stored: post ? { title: post.title, excerpt: post.excerpt, body: post.body } : {},
        fields: [
          { name: 'title', label: t('content.posts.form.title'), kind: 'text' },
          { name: 'excerpt', label: t('content.posts.form.excerpt'), kind: 'textarea' },
          {
            name: 'body',
            label: t('content.form.body'),
            hint: t('content.form.bodyHint'),
            kind: 'markdown',
          },
        ],
      }}
    >
      <ChoiceField
        label={t('content.posts.form.kind')}
        choices={POST_KIND_CHOICES}
        getLabel={(kind) => t(`content.posts.kinds.${kind}`)}
        {...field('kind', post?.kind ?? 'blog')}
      />
      <SlugField {...field('slug', post?.slug ?? '')} />
      <ExactTextField
        label={t('content.posts.form.category')}
        hint={t('content.posts.form.categoryHint', { promotions: PROMOTIONS_CATEGORY_SLUG })}
        {...field('category', post?.category ?? '')}
      />
      <TextField
        label={t('content.posts.form.publishedAt')}
        hint={t('content.posts.form.publishedAtHint')}
        type="datetime-local"
        {...field('published_at', toUtcInput(post?.published_at))}
      />
      <CheckboxField
        label={t('content.posts.form.draft')}
        hint={t('content.posts.form.draftHint')}
        value="1"
        defaultChecked={draft === '1'}
        className="md:col-span-2 xl:col-span-4"
        {...draftField}
      />
    </EditorForm>
  );
}
