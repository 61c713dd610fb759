// Proves the legal licence popup: the authority, number and terms the operator published, and a
// plain notice while none is published.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Licence } from '@playdeck/contract/content';
import { renderWithSite } from '../../../test-support/render-with-site';
import { LicenceModal } from './LicenceModal';

const licence: Licence = {
  title: 'Licence',
  authority: 'Gaming Commission',
  licenceNumber: 'GC-2026-001',
  content: '<p>Licensed to operate games of chance.</p>',
  sealUrl: '/seals/gc.svg',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('LicenceModal', () => {
  it('shows the published licence', () => {
    renderWithSite(<LicenceModal onClose={vi.fn()} />, { cache: [[['content', 'licence', 'en'], licence]] });
    const dialog = screen.getByRole('dialog', { name: 'Licence' });
    expect(within(dialog).getByText('Gaming Commission')).toBeInTheDocument();
    expect(within(dialog).getByText('GC-2026-001')).toBeInTheDocument();
    expect(within(dialog).getByText('Licensed to operate games of chance.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Seal of Gaming Commission' })).toHaveAttribute(
      'src',
      '/seals/gc.svg',
    );
  });

  it('says so when no licence is published', () => {
    renderWithSite(<LicenceModal onClose={vi.fn()} />, { cache: [[['content', 'licence', 'en'], null]] });
    expect(screen.getByText('The operator has not published a licence.')).toBeInTheDocument();
  });

  it('closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithSite(<LicenceModal onClose={onClose} />, {
      cache: [[['content', 'licence', 'en'], licence]],
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
