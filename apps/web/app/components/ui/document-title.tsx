import { useAppName } from '../../lib/brand';

/**
 * React 19 hoists <title> and <meta> into <head>, so every page names (and, when given,
 * describes) itself where it renders.
 */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  const appName = useAppName();
  return (
    <>
      <title>{title ? `${title} · ${appName}` : appName}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
