import { describe, expect, it } from 'vitest';
import { MEMO_MODULE } from '../../build/chakraMemo';

// The memo the web build puts in place of Chakra's utils/memo.js (web/build/chakraMemo.ts): every call answers what
// the function answers for those arguments, repeated arguments are answered from memory, and nothing is mixed up
// between arguments that only look alike.

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;

// the module's text evaluated as written, its one export returned
async function load(): Promise<Memo> {
  expect(MEMO_MODULE.trim().endsWith('export { memo };')).toBe(true);
  return new Function(MEMO_MODULE.replace('export { memo };', 'return memo;'))() as Memo;
}

describe('the build’s memo for Chakra', () => {
  it('answers as the function does, once per distinct argument list', async () => {
    const memo = await load();
    let calls = 0;
    const describeArgs = memo((...args: unknown[]) => {
      calls += 1;
      return JSON.stringify(args, (_k, v: unknown) => (typeof v === 'function' ? `fn ${v.name}` : v === undefined ? 'undef' : v));
    });
    const fnA = function a() {};
    const samples: unknown[][] = [
      ['color'],
      ['color', 'red.500'],
      [1],
      ['1'],
      [true],
      ['true'],
      [null],
      [undefined],
      [],
      [fnA],
      [{ color: 'red', bg: { base: 'white', md: 'gray.100' } }],
      [{ color: 'red', bg: { base: 'white', md: 'gray.200' } }],
      [['a', 'b']],
      [['a,b']],
      [{ a: 1 }, { b: 2 }],
      ['x', 'y', 'z'],
    ];
    for (const args of samples) expect(describeArgs(...args), JSON.stringify(args)).toBe(JSON.stringify(args, (_k, v: unknown) => (typeof v === 'function' ? `fn ${v.name}` : v === undefined ? 'undef' : v)));
    const first = calls;
    expect(first).toBe(samples.length);
    for (const args of samples) describeArgs(...args);
    expect(calls).toBe(first);
    // the same object in another key order: a correct answer (its own entry)
    expect(describeArgs({ bg: { md: 'gray.100', base: 'white' }, color: 'red' })).toBe(JSON.stringify([{ bg: { md: 'gray.100', base: 'white' }, color: 'red' }]));
  });

  it('stays bounded and correct past its size', async () => {
    const memo = await load();
    let calls = 0;
    const square = memo((n: number) => {
      calls += 1;
      return n * n;
    });
    for (let n = 0; n < 5000; n++) expect(square(n)).toBe(n * n);
    expect(calls).toBe(5000);
    // the newest are remembered, the oldest forgotten and worked out again
    square(4999);
    expect(calls).toBe(5000);
    expect(square(0)).toBe(0);
    expect(calls).toBe(5001);
  });

  it('works out an undefined answer again (as Chakra’s own memo does) and keeps `this`', async () => {
    const memo = await load();
    let calls = 0;
    const nothing = memo((_value: string) => {
      calls += 1;
      return undefined;
    });
    nothing('a');
    nothing('a');
    expect(calls).toBe(2);
    const holder = { base: 10, add: memo(function (this: { base: number }, n: number) { return this.base + n; }) };
    expect(holder.add(5)).toBe(15);
  });
});
