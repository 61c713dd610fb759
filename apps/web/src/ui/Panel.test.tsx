// Proves that a Panel is a region named by its title (at the heading level asked for) or by an
// aria-label, passes test ids through, that PanelNote renders as the element it is given, and that a
// PanelSection is a region named by its level-4 title.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Panel, PanelNote, PanelSection, PanelStack } from './Panel';

describe('Panel', () => {
  it('is a region named by its title, a level-3 heading by default', () => {
    render(
      <Panel title="History" data-testid="history">
        <p>rows</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'History' });
    expect(region).toHaveAttribute('data-testid', 'history');
    expect(screen.getByRole('heading', { level: 3, name: 'History' })).toBeInTheDocument();
  });

  it('takes a level-2 heading, or no heading and an aria-label', () => {
    render(
      <PanelStack>
        <Panel title="Bank accounts" headingLevel={2} />
        <Panel aria-label="Withdraw" />
      </PanelStack>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bank accounts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdraw' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});

describe('PanelNote', () => {
  it('is a paragraph by default and the element it is given otherwise', () => {
    render(
      <>
        <PanelNote>Lead</PanelNote>
        <PanelNote as="span">(player01)</PanelNote>
        <PanelNote as="ul">
          <li>Bind a bank account</li>
        </PanelNote>
      </>,
    );
    expect(screen.getByText('Lead').tagName).toBe('P');
    expect(screen.getByText('(player01)').tagName).toBe('SPAN');
    expect(screen.getByRole('list')).toHaveTextContent('Bind a bank account');
  });
});

describe('PanelSection', () => {
  it('is a region named by its level-4 title', () => {
    render(
      <Panel title="Raffle">
        <PanelSection title="Past draws">
          <p>None yet</p>
        </PanelSection>
      </Panel>,
    );
    const section = screen.getByRole('region', { name: 'Past draws' });
    expect(section).toHaveTextContent('None yet');
    expect(screen.getByRole('heading', { level: 4, name: 'Past draws' })).toBeInTheDocument();
  });
});
