import { APP_NAME } from '../../lib/brand';

/**
 * React 19 hoists <title> and <meta> into <head>, so every page names (and, when given,
 * describes) itself where it renders.
 */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
