// Proves the channel form's rules with plain values: what a bank transfer and a gateway need before
// the server is asked, and the bodies sent for a new channel and for a change.
import { describe, expect, it } from 'vitest';
import type { OperatorChannel } from '@playdeck/contract/payments';
import { channelFormSchema, channelFormValues, toCreateBody, toUpdateBody } from './channel-form';

const bankChannel: OperatorChannel = {
  id: 1,
  type: 'bank_transfer',
  name: 'Bank transfer',
  minAmount: '50.00',
  maxAmount: '100000.00',
  bank: { bankName: 'Vietcombank', accountName: 'PLAYDECK', accountNumber: '0071000888666', branch: null },
  enabled: true,
  sortOrder: 0,
  gatewayCode: null,
  hasSecret: false,
};

const messages = (result: ReturnType<ReturnType<typeof channelFormSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('channelFormSchema', () => {
  it('asks a bank transfer for the account, and for amounts and a whole order', () => {
    const result = channelFormSchema('create').safeParse({
      ...channelFormValues(),
      name: 'ACB',
      minAmount: '',
      maxAmount: '1.234',
      sortOrder: '-1',
      accountNumber: '12ab',
    });
    expect(messages(result)).toEqual({
      minAmount: 'validation.required',
      maxAmount: 'validation.amountInvalid',
      sortOrder: 'validation.invalid',
      bankName: 'validation.required',
      accountName: 'validation.required',
      accountNumber: 'validation.bankAccountNumber',
    });
  });

  it('asks a new gateway channel for its secret, and lets a changed one keep it', () => {
    const gateway = {
      ...channelFormValues(),
      type: 'gateway' as const,
      name: 'Sandbox',
      minAmount: '10',
      maxAmount: '500',
    };
    expect(messages(channelFormSchema('create').safeParse(gateway))).toEqual({
      secret: 'validation.required',
    });
    expect(channelFormSchema('edit').safeParse(gateway).success).toBe(true);
  });
});

describe('channel bodies', () => {
  it('sends a new bank transfer channel with its account and no gateway', () => {
    const values = {
      ...channelFormValues(),
      name: ' ACB ',
      minAmount: '100',
      maxAmount: '5000.5',
      sortOrder: '3',
      bankName: 'ACB',
      accountName: 'PLAYDECK',
      accountNumber: '123456789',
    };
    expect(toCreateBody(values)).toEqual({
      type: 'bank_transfer',
      name: 'ACB',
      minAmount: '100',
      maxAmount: '5000.5',
      enabled: true,
      sortOrder: 3,
      bank: { bankName: 'ACB', accountName: 'PLAYDECK', accountNumber: '123456789', branch: null },
      gatewayCode: null,
    });
  });

  it('sends a new gateway channel with its secret', () => {
    const body = toCreateBody({
      ...channelFormValues(),
      type: 'gateway',
      name: 'Sandbox',
      minAmount: '10',
      maxAmount: '500',
      secret: 'a-secret-of-16-chars',
    });
    expect(body).toMatchObject({
      type: 'gateway',
      bank: null,
      gatewayCode: 'sandbox',
      secret: 'a-secret-of-16-chars',
    });
  });

  it('sends every changeable field of a channel, never its type', () => {
    const body = toUpdateBody({ ...channelFormValues(bankChannel), enabled: false, branch: 'District 1' });
    expect(body).toEqual({
      name: 'Bank transfer',
      minAmount: '50.00',
      maxAmount: '100000.00',
      enabled: false,
      sortOrder: 0,
      bank: {
        bankName: 'Vietcombank',
        accountName: 'PLAYDECK',
        accountNumber: '0071000888666',
        branch: 'District 1',
      },
    });
    const gateway = {
      ...channelFormValues({ ...bankChannel, type: 'gateway', bank: null, gatewayCode: 'sandbox' }),
    };
    expect(toUpdateBody(gateway)).not.toHaveProperty('secret');
    expect(toUpdateBody({ ...gateway, secret: 'a-new-secret-0123' })).toMatchObject({
      secret: 'a-new-secret-0123',
    });
  });
});
