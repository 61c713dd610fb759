// Proves a Page shows its heading and sets the document title with the site name.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteNameStore } from '../lib/page-title';
import { Page } from './Page';

describe('Page', () => {
  it('renders the title as heading and document title', () => {
    siteNameStore.set('Lucky Site');
    render(
      <Page title="Live casino" aside={<button type="button">Filter</button>}>
        <p>content</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(document.title).toBe('Live casino · Lucky Site');
  });
});
