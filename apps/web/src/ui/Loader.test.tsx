// Proves that Loader is a polite status that always has a name ("Loading…" by default, or the label)
// and that PageLoader covers the page only while visible.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Loader, PageLoader } from './Loader';

describe('Loader', () => {
  it('is a polite status read as the translated "Loading…" by default', () => {
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
  });

  it('shows a given label instead', () => {
    render(<Loader label="Fetching games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching games');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

describe('PageLoader', () => {
  it('renders nothing while hidden', () => {
    const { container } = render(<PageLoader visible={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a busy overlay with a status while visible', () => {
    const { container, rerender } = render(<PageLoader visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    rerender(<PageLoader visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
