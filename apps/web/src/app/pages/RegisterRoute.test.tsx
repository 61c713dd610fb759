// Proves that /register opens the register popup over home and keeps ?referralCode= (or
// ?affiliateCode=) for it, and that a signed-in member is only sent home.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { invitationCodeStore, sessionModalStore } from '../../features/session/login-modal';
import { endSession, startSession } from '../../lib/session';
import { RegisterRoute } from './RegisterRoute';

function visit(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/register" element={<RegisterRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  sessionModalStore.set(null);
  invitationCodeStore.set(null);
  endSession();
});

describe('RegisterRoute', () => {
  it('opens the register popup on home with the referral code', () => {
    visit('/register?referralCode=AG100');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(sessionModalStore.get()).toBe('register');
    expect(invitationCodeStore.get()).toBe('AG100');
  });

  it('accepts the code as affiliateCode too', () => {
    visit('/register?affiliateCode=AG200');
    expect(invitationCodeStore.get()).toBe('AG200');
  });

  it('only goes home when already signed in', () => {
    startSession('token', { account: 'player01', type: 0 });
    visit('/register');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(sessionModalStore.get()).toBeNull();
  });
});
