// Proves the queue of a player's hand: tasks of one key run one after another (a failure does not
// stop the next), tasks of different keys side by side.
import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './open-hands';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the keyed queue', () => {
  it('runs the tasks of one key in turn, even after a failure', async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await pause();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([run('a', task('one', true)), run('a', task('two'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(log).toEqual(['one start', 'one end', 'two start', 'two end']);
  });

  it('runs the tasks of different keys side by side', async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await pause();
      log.push(`${name} end`);
    };
    await Promise.all([run('a', task('one')), run('b', task('two'))]);
    expect(log.slice(0, 2)).toEqual(['one start', 'two start']);
  });
});
