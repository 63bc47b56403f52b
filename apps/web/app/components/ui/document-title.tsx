import { APP_NAME } from '../../lib/brand';

/** React 19 hoists <title> into <head>, so every page names itself where it renders. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}
