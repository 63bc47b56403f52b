import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalUrl } from '../../lib/links';

type ContentLinkProps = {
  /** An address typed into the content (slider redirect_url, banner url); may be empty. */
  href: string;
  className?: string;
  tabIndex?: number;
  testId?: string;
  children: ReactNode;
};

/**
 * A link whose target comes from content: site paths go through the router, other addresses
 * are plain anchors that do not hand the opened page a handle on ours, and an empty address
 * renders no link at all.
 */
export function ContentLink({ href, className, tabIndex, testId, children }: ContentLinkProps) {
  if (!href) {
    return (
      <div className={className} data-testid={testId}>
        {children}
      </div>
    );
  }
  if (isInternalUrl(href)) {
    return (
      <Link to={href} tabIndex={tabIndex} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      tabIndex={tabIndex}
      className={className}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
