// Proves how a desk tells a refused call: the message no field shows (the first field message of a 400
// the form cannot place, else the API's message, else the network notice), the per-field messages of a
// refusal, and messages the desk matched itself put on their fields with the first one focused.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { refusalFields, refusalMessage, setFieldErrors } from './form-errors';

const NETWORK = 'Network link is abnormal, please try again';

describe('refusalMessage', () => {
  it("is the API's message for a refusal without field messages", () => {
    expect(refusalMessage(new ApiError(409, 'PAYMENT_STATE_CONFLICT', 'Already handled'), NETWORK)).toBe(
      'Already handled',
    );
  });

  it('is the first field message of a 400, which says more than "invalid input"', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
      'levels.2.minDeposit': 'Please enter an amount with at most two decimals',
      'levels.0.name': 'Input cannot be empty',
    });
    expect(refusalMessage(error, NETWORK)).toBe('Please enter an amount with at most two decimals');
  });

  it('is the network notice for anything that is not an answer of the API', () => {
    expect(refusalMessage(new TypeError('Failed to fetch'), NETWORK)).toBe(NETWORK);
    expect(refusalMessage(undefined, NETWORK)).toBe(NETWORK);
  });
});

describe('refusalFields', () => {
  it("answers a refusal's field messages, and none for other failures", () => {
    const fields = { siteName: 'This name is taken' };
    expect(refusalFields(new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', fields))).toEqual(fields);
    expect(refusalFields(new ApiError(403, 'FORBIDDEN', 'Only an operator may do this'))).toEqual({});
    expect(refusalFields(new Error('boom'))).toEqual({});
  });
});

describe('setFieldErrors', () => {
  it('puts each message on its field as a server message and focuses the first', () => {
    const setError = vi.fn();
    setFieldErrors<{ minLength: string; maxLength: string }>(setError, {
      minLength: 'The minimum length must not be above the maximum length',
      maxLength: 'The value is not valid',
    });
    expect(setError.mock.calls).toEqual([
      [
        'minLength',
        { type: 'server', message: 'The minimum length must not be above the maximum length' },
        { shouldFocus: true },
      ],
      ['maxLength', { type: 'server', message: 'The value is not valid' }, { shouldFocus: false }],
    ]);
  });
});
