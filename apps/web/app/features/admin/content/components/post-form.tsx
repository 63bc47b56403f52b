import type { AdminPost } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, selectFormResult, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { POST_KIND_CHOICES, PROMOTIONS_CATEGORY_SLUG } from '../content-choices';
import { toUtcInput } from '../content-form';
import { ImageField } from './image-field';
import { LocalizedFields } from './localized-fields';

type PostFormProps = {
  /** The post being edited; none for a new one. */
  post: AdminPost | null;
  /** The page action's last answer. */
  result?: FormResult;
};

/**
 * A blog post or promotion: where it lives (kind, slug, category), its picture, when it shows
 * (a later moment schedules it) and its title, excerpt and Markdown body in every language.
 */
export function PostForm({ post, result }: PostFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm('save');
  const saved = selectFormResult(result, 'save');
  const refill = saved && !saved.ok ? saved.values : undefined;
  const field = (name: string, stored: string) => ({
    name,
    defaultValue: refill?.[name] ?? stored,
    error: getFieldError(saved, name),
  });
  return (
    <Form method="post" className="space-y-6" data-testid="post-form">
      <input type="hidden" name="intent" value="save" />
      <FormAlert result={saved} testId="save-alert" />
      <AdminCard title={t('content.posts.form.settings')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
          <SelectField
            label={t('content.posts.form.kind')}
            options={POST_KIND_CHOICES.map((kind) => ({
              value: kind,
              label: t(`content.posts.kinds.${kind}`),
            }))}
            {...field('kind', post?.kind ?? 'blog')}
          />
          <TextField
            label={t('content.form.slug')}
            hint={t('content.form.slugHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('slug', post?.slug ?? '')}
          />
          <TextField
            label={t('content.posts.form.category')}
            hint={t('content.posts.form.categoryHint', { promotions: PROMOTIONS_CATEGORY_SLUG })}
            autoComplete="off"
            spellCheck={false}
            {...field('category', post?.category ?? '')}
          />
          <TextField
            label={t('content.posts.form.publishedAt')}
            hint={t('content.posts.form.publishedAtHint')}
            type="datetime-local"
            {...field('published_at', toUtcInput(post?.published_at))}
          />
        </div>
        <div className="mt-4">
          <ImageField
            label={t('content.posts.form.image')}
            hint={t('content.image.hint')}
            {...field('image', post?.image ?? '')}
          />
        </div>
      </AdminCard>
      <AdminCard title={t('content.form.texts')}>
        <LocalizedFields
          result={saved}
          stored={post ? { title: post.title, excerpt: post.excerpt, body: post.body } : {}}
          fields={[
            { name: 'title', label: t('content.posts.form.title'), kind: 'text' },
            { name: 'excerpt', label: t('content.posts.form.excerpt'), kind: 'textarea' },
            {
              name: 'body',
              label: t('content.form.body'),
              hint: t('content.form.bodyHint'),
              kind: 'markdown',
            },
          ]}
        />
      </AdminCard>
      <SubmitButton pending={isSaving} size="md">
        <Save className="size-4" aria-hidden />
        {post ? t('content.form.save') : t('content.posts.form.create')}
      </SubmitButton>
    </Form>
  );
}
