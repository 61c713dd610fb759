// Proves the chat room's rules on plain inputs: the length of a message, markup and addresses made
// harmless, filtered words masked, the author's shown name, who may read and write where, the
// sliding rate window, and a mute's end told on the site's clock.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { chatSendSchema } from '@playdeck/contract/chat';
import {
  acceptedLength,
  authorName,
  maskWords,
  mayRead,
  mayWrite,
  muteEnd,
  neutralise,
  rateWindow,
  siteWallClock,
} from './chat.rules';

describe('message length', () => {
  it('trims and accepts 1 to 200 characters', () => {
    expect(acceptedLength('  hello  ')).toBe('hello');
    expect(acceptedLength('x'.repeat(200))).toHaveLength(200);
    expect(acceptedLength(` ${'x'.repeat(200)} `)).toHaveLength(200);
  });

  it('refuses an empty, blank or too long message', () => {
    expect(acceptedLength('')).toBeUndefined();
    expect(acceptedLength('   \n ')).toBeUndefined();
    expect(acceptedLength('x'.repeat(201))).toBeUndefined();
  });

  it('the contract refuses the same with catalogue messages', () => {
    expect(chatSendSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('validation.required');
    expect(chatSendSchema.safeParse({ text: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      'validation.tooLong',
    );
    expect(chatSendSchema.parse({ text: '  hi ' })).toEqual({ text: 'hi' });
  });
});

describe('neutralise', () => {
  it('drops markup and keeps its text', () => {
    expect(neutralise('<b>big</b> <script>alert(1)</script>win')).toBe('big alert(1)win');
    expect(neutralise('<img src=x onerror=alert(1)>hi')).toBe('hi');
    expect(neutralise('a <!-- hidden --> b')).toBe('a b');
  });

  it('keeps a lone angle bracket as typed', () => {
    expect(neutralise('3 < 5 and 7 > 2')).toBe('3 < 5 and 7 > 2');
  });

  it('makes addresses inert', () => {
    expect(neutralise('go to https://evil.example.com/x now')).toBe(
      'go to https[:]//evil[.]example[.]com/x now',
    );
    expect(neutralise('www.spam.net')).toBe('www[.]spam[.]net');
    expect(neutralise('visit casino-bonus.xyz today')).toBe('visit casino-bonus[.]xyz today');
    expect(neutralise('javascript://x')).toBe('javascript[:]//x');
  });

  it('removes invisible characters and folds white space', () => {
    expect(neutralise('a\u200b\u202eb\n\n  c\u0007')).toBe('ab c');
  });

  it('leaves ordinary text alone, Vietnamese included', () => {
    expect(neutralise('Chúc mừng năm mới! 1.5 điểm')).toBe('Chúc mừng năm mới! 1.5 điểm');
  });
});

describe('maskWords', () => {
  it('masks every occurrence in any letter case', () => {
    expect(maskWords('Scam here, SCAM there', ['scam'])).toBe('*** here, *** there');
  });

  it('masks the longer of two overlapping words first', () => {
    expect(maskWords('badword bad', ['bad', 'badword'])).toBe('*** ***');
  });

  it('treats a word as text, not a pattern', () => {
    expect(maskWords('a.b axb (x)', ['a.b', '(x)'])).toBe('*** axb ***');
  });

  it('masks whole words only, never the inside of a longer word', () => {
    expect(maskWords('class pass ass, Ass! bass', ['ass'])).toBe('class pass ***, ***! bass');
    expect(maskWords('scammer scam2 scam_', ['scam'])).toBe('scammer scam2 ***_');
    expect(maskWords('đảo lừa đảolừa', ['đảo'])).toBe('*** lừa đảolừa');
  });

  it('masks Vietnamese words', () => {
    expect(maskWords('Đồ Lừa Đảo', ['lừa đảo'])).toBe('Đồ ***');
  });

  it('changes nothing without words', () => {
    expect(maskWords('hello', [])).toBe('hello');
    expect(maskWords('hello', ['  '])).toBe('hello');
  });
});

describe('authorName', () => {
  it('shows the nickname, else the account name with its middle hidden', () => {
    expect(authorName({ username: 'demo', nickname: 'Lucky' })).toBe('Lucky');
    expect(authorName({ username: 'demo', nickname: ' ' })).toBe('de***o');
    expect(authorName({ username: 'ab', nickname: '' })).toBe('a***');
  });
});

describe('who may read and write', () => {
  const member = (vipLevel: number | null) => ({ type: ACCOUNT_TYPES.member, vipLevel });
  const trial = { type: ACCOUNT_TYPES.trial, vipLevel: null };

  it('opens the language rooms to everyone, visitors included, for reading', () => {
    expect(mayRead('vi', null, 1)).toBe(true);
    expect(mayRead('en', trial, 1)).toBe(true);
  });

  it('opens the VIP room from the set level', () => {
    expect(mayRead('vip', null, 1)).toBe(false);
    expect(mayRead('vip', member(null), 1)).toBe(false);
    expect(mayRead('vip', member(0), 1)).toBe(false);
    expect(mayRead('vip', member(1), 1)).toBe(true);
    expect(mayRead('vip', member(0), 0)).toBe(true);
  });

  it('lets only signed-in real accounts write', () => {
    expect(mayWrite('vi', null, 1)).toBe(false);
    expect(mayWrite('vi', trial, 1)).toBe(false);
    expect(mayWrite('vi', member(null), 1)).toBe(true);
    expect(mayWrite('vip', member(0), 1)).toBe(false);
    expect(mayWrite('vip', member(2), 1)).toBe(true);
  });
});

describe('rateWindow', () => {
  it('allows five in ten seconds and refuses the sixth until the oldest leaves', () => {
    let sent: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const decision = rateWindow(sent, 1_000 + index * 100, 5, 10_000);
      expect(decision.allowed).toBe(true);
      sent = decision.kept;
    }
    const refused = rateWindow(sent, 2_000, 5, 10_000);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 9_000 });
    expect(refused.kept).toHaveLength(5);
    expect(rateWindow(sent, 11_000, 5, 10_000).allowed).toBe(true);
  });

  it('forgets times older than the window', () => {
    expect(rateWindow([0, 1, 2, 3, 4], 20_000, 5, 10_000)).toEqual({
      allowed: true,
      kept: [20_000],
      retryAfterMs: 0,
    });
  });
});

describe('mute end', () => {
  it('ends the given minutes later and reads on the site clock', () => {
    const end = muteEnd(new Date('2026-11-28T10:00:00Z'), 90);
    expect(end.toISOString()).toBe('2026-11-28T11:30:00.000Z');
    expect(siteWallClock(end, 480)).toBe('2026-11-28 19:30 (GMT+8)');
    expect(siteWallClock(end, -330)).toBe('2026-11-28 06:00 (GMT-5:30)');
  });
});
