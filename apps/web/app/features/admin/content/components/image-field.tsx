import type { ContentImage } from '@casino/contracts';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FieldError, TextField } from '../../../../components/ui/form-field';
import { isFormFailure, type Loaded } from '../../../../lib/forms';

/** The upload's resource route (routes/admin.content.images.ts). */
export const IMAGES_PATH = '/admin/content/images';

export type UploadAnswer = Loaded<{ image: ContentImage }>;

type ImageFieldProps = {
  name: string;
  label: string;
  defaultValue: string;
  /** The API's text for the field, when the last save refused it. */
  error?: string;
  hint?: string;
};

/** Pictures the site serves itself: only those can be shown here (the CSP allows 'self'). */
const isStoragePath = (value: string) => value.startsWith('/storage/');

/**
 * A picture's address (`/storage/...`), typed or filled in by an upload: the chosen file goes
 * to this site's resource route, which forwards it to POST /api/admin/content/images with the
 * staff member's token, and the address the API answers fills the field.
 */
export function ImageField({ name, label, defaultValue, error, hint }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const fetcher = useFetcher<UploadAnswer>();
  const [value, setValue] = useState(defaultValue);
  const answer = fetcher.data;
  const uploaded = answer && !isFormFailure(answer) ? answer.image : null;
  // A new upload's address replaces what the field held (React's "adjust state on a change").
  const [seenUpload, setSeenUpload] = useState(uploaded);
  if (uploaded !== seenUpload) {
    setSeenUpload(uploaded);
    if (uploaded) setValue(uploaded.url);
  }
  const isUploading = fetcher.state !== 'idle';
  const upload = (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.set('file', file, file.name);
    void fetcher.submit(body, {
      method: 'post',
      action: IMAGES_PATH,
      encType: 'multipart/form-data',
    });
  };
  return (
    <div className="space-y-3" data-testid={`image-field-${name}`}>
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <TextField
          label={label}
          name={name}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          hint={hint}
          autoComplete="off"
          spellCheck={false}
          placeholder="/storage/content/…"
          className="[&_input]:font-mono"
        />
        <div className="space-y-1.5 sm:pt-7">
          <label
            htmlFor={fileId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-white/10 px-4 text-sm font-semibold text-white hover:border-white/20 hover:bg-white/5 focus-within:ring-2 focus-within:ring-brand-400/70"
          >
            {isUploading ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <ImageUp className="size-4" aria-hidden />
            )}
            {isUploading ? t('content.image.uploading') : t('content.image.upload')}
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              // No name: the picture goes through the upload, never with the form itself.
              onChange={(event) => {
                upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      </div>
      {isFormFailure(answer) ? (
        <FieldError message={answer.fieldErrors.file?.[0] ?? answer.message} />
      ) : null}
      {uploaded ? (
        <p className="text-xs text-brand-200" role="status" data-testid="image-uploaded">
          {t('content.image.uploaded', {
            width: uploaded.width,
            height: uploaded.height,
            size: Math.max(1, Math.round(uploaded.bytes / 1024)),
          })}
        </p>
      ) : null}
      {isStoragePath(value) ? (
        <img
          src={value}
          alt={t('content.image.preview')}
          className="max-h-40 rounded-xl object-contain ring-1 ring-white/10"
          loading="lazy"
        />
      ) : null}
    </div>
  );
}
