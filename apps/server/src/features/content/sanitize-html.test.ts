// Proves that operator HTML keeps its formatting and loses everything that could run in a page.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, site links and https pictures', () => {
    const html =
      '<h2>Weekend</h2><p>Deposit <strong>100</strong> and get <em>10%</em>.</p>' +
      '<ul><li>One</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<a href="/promotions">See</a><img src="https://cdn.example.com/a.png" alt="A" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms and event handlers', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>' +
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>' +
      '<img src="https://cdn.example.com/a.png" onerror="steal()">';
    expect(sanitizeHtml(html)).toBe('<p>Hi</p><img src="https://cdn.example.com/a.png" />');
  });

  it('drops javascript: and data: addresses, and plain-http pictures', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeHtml('<img src="http://cdn.example.com/a.png">')).toBe('<img />');
  });

  it('opens outside links in a new tab without access back to the site', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
