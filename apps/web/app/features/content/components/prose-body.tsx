import { clsx } from 'clsx';

type ProseBodyProps = {
  /** Sanitised by the server (allow-listed tags only), so it is safe to inject. */
  html: string;
  testId: string;
  className?: string;
};

/** Server-rendered Markdown with the site's typography (`.content-prose` in app.css). */
export function ProseBody({ html, testId, className }: ProseBodyProps) {
  return (
    <div
      data-testid={testId}
      className={clsx('content-prose', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
