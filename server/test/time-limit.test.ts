import { JEST_DEFAULT_MS, limitDeclared, timeoutMessage, withTimeLimit, type CircusFn } from './time-limit';

type Event = Parameters<typeof limitDeclared>[0];
type State = Parameters<typeof limitDeclared>[1];

const never = () => new Promise(() => undefined);

describe('withTimeLimit (Jest time limits under jest-light-runner)', () => {
  it('passes a result or an error through when the function settles in time', async () => {
    await expect(withTimeLimit(async () => 'ok', 1_000, false)()).resolves.toBe('ok');
    await expect(withTimeLimit(() => Promise.reject(new Error('boom')), 1_000, false)()).rejects.toThrow('boom');
    await expect(
      withTimeLimit(
        () => {
          throw new Error('thrown');
        },
        1_000,
        false,
      )(),
    ).rejects.toThrow('thrown');
  });

  it("fails a test or hook that runs over with Jest's message", async () => {
    await expect(withTimeLimit(never, 20, false)()).rejects.toThrow(timeoutMessage(20, false, false));
    await expect(withTimeLimit(never, 20, true)()).rejects.toThrow('Exceeded timeout of 20 ms for a hook.');
  });

  it('waits for done() in a done-style function, and fails on its error or when it is never called', async () => {
    await expect(withTimeLimit((done) => setTimeout(() => done(), 5), 1_000, false)()).resolves.toBeUndefined();
    await expect(withTimeLimit((done) => done(new Error('done failed')), 1_000, false)()).rejects.toThrow('done failed');
    await expect(withTimeLimit((_done) => undefined, 20, false)()).rejects.toThrow(
      'Exceeded timeout of 20 ms for a test while waiting for `done()` to be called.',
    );
  });
});

describe('limitDeclared (the jest-circus handler)', () => {
  const declared = (name: 'add_test' | 'add_hook', fn: CircusFn, timeout?: number) => {
    const entry = name === 'add_test' ? { type: 'test', fn } : { type: 'beforeAll', fn };
    const state = { currentDescribeBlock: { children: name === 'add_test' ? [entry] : [], hooks: name === 'add_hook' ? [entry] : [] } };
    limitDeclared({ name, fn, timeout } as unknown as Event, state as unknown as State);
    return entry.fn as () => Promise<unknown>;
  };

  it("bounds a declared test by its own timeout, else by Jest's default 5 s", async () => {
    await expect(declared('add_test', never, 20)()).rejects.toThrow('Exceeded timeout of 20 ms for a test.');
    expect(JEST_DEFAULT_MS).toBe(5_000);
    const body: CircusFn = async () => 'fine';
    const bounded = declared('add_test', body);
    expect(bounded).not.toBe(body);
    await expect(bounded()).resolves.toBe('fine');
  });

  it('bounds a declared hook by its timeout', async () => {
    await expect(declared('add_hook', never, 20)()).rejects.toThrow('Exceeded timeout of 20 ms for a hook.');
  });

  it('leaves alone a test jest-circus refused (not the last one declared)', () => {
    const other: CircusFn = async () => undefined;
    const state = { currentDescribeBlock: { children: [{ type: 'test', fn: other }], hooks: [] } };
    limitDeclared({ name: 'add_test', fn: never, timeout: 20 } as unknown as Event, state as unknown as State);
    expect(state.currentDescribeBlock.children[0].fn).toBe(other);
  });
});
