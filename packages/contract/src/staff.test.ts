// The staff role matrix as a pure function: reads are GET and HEAD only, an unknown desk is the
// admin's alone (fail closed), a member's balance adjustment is finance's, and every role may ask
// who it is.
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, deskOfPath, permits, readableDesks } from './staff';

describe('permits', () => {
  it('gives the admin every call, known desk or not', () => {
    expect(permits('admin', 'DELETE', '/api/operator/staff/:id')).toBe(true);
    expect(permits('admin', 'POST', '/api/operator/something-new')).toBe(true);
  });

  it('keeps an unknown desk from every other role', () => {
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== 'admin')) {
      expect(permits(role, 'GET', '/api/operator/something-new'), role).toBe(false);
    }
  });

  it('lets a read-only role read but not change, and not see the staff desk', () => {
    expect(permits('readonly', 'GET', '/api/operator/deposits')).toBe(true);
    expect(permits('readonly', 'HEAD', '/api/operator/deposits')).toBe(true);
    expect(permits('readonly', 'POST', '/api/operator/deposits/:id/approve')).toBe(false);
    expect(permits('readonly', 'GET', '/api/operator/staff')).toBe(false);
    expect(permits('readonly', 'GET', '/api/operator/audit')).toBe(true);
  });

  it('keeps money to finance and the members desk to support, finance and admin', () => {
    expect(permits('finance', 'POST', '/api/operator/withdrawals/:id/approve')).toBe(true);
    expect(permits('support', 'POST', '/api/operator/withdrawals/:id/approve')).toBe(false);
    expect(permits('support', 'PUT', '/api/operator/members/:id/status')).toBe(true);
    expect(permits('support', 'POST', '/api/operator/members/:id/balance-adjustments')).toBe(false);
    expect(permits('finance', 'POST', '/api/operator/members/:id/balance-adjustments')).toBe(true);
    expect(permits('content', 'GET', '/api/operator/members')).toBe(false);
    expect(permits('support', 'GET', '/api/operator/responsible-gaming/x')).toBe(true);
    expect(permits('support', 'PUT', '/api/operator/responsible-gaming/x')).toBe(false);
  });

  it('lets every role read the reports and its own role', () => {
    for (const role of STAFF_ROLES) {
      expect(permits(role, 'GET', '/api/operator/reports/daily'), role).toBe(true);
      expect(permits(role, 'GET', '/api/operator/staff/me?x=1'), role).toBe(true);
      expect(readableDesks(role)).toContain('self');
    }
  });

  it('reads the desk from the first segment, ignoring the query', () => {
    expect(deskOfPath('/api/operator/payment-channels/:id?x=1')).toBe('payments');
    expect(deskOfPath('/api/member')).toBeNull();
  });

  it("counts a member's money (an adjustment, a payout during a break) apart from the desk it is on", () => {
    expect(deskOfPath('/api/operator/members/:id/adjust-balance')).toBe('member-balance');
    expect(deskOfPath('/api/operator/responsible-gaming/payout')).toBe('member-balance');
    expect(deskOfPath('/api/operator/responsible-gaming')).toBe('responsible-gaming');
    expect(permits('finance', 'POST', '/api/operator/responsible-gaming/payout')).toBe(true);
    expect(permits('support', 'POST', '/api/operator/responsible-gaming/payout')).toBe(false);
    expect(permits('support', 'GET', '/api/operator/responsible-gaming?username=a')).toBe(true);
  });
});
