import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists and emphasis', () => {
    const html = renderMarkdown('## Terms\n\n- **35x** wagering\n- expires in *7 days*');
    expect(html).toBe(
      '<h2>Terms</h2>\n<ul>\n<li><strong>35x</strong> wagering</li>\n<li>expires in <em>7 days</em></li>\n</ul>\n',
    );
  });

  it('strips scripts, handlers, styles, iframes and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>\n\n[click](javascript:alert(1)) <b style="color:red" onclick="x()">bold</b>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|iframe|javascript:|style=|<img/i);
    expect(html).toContain('click');
  });

  it('keeps safe links and marks them noopener', () => {
    expect(renderMarkdown('[help](https://example.com/help)')).toBe(
      '<p><a href="https://example.com/help" rel="noopener noreferrer">help</a></p>\n',
    );
  });
});
