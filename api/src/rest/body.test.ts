import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { asInt, asText, bodyOf, fieldsOf } from './body.js';

// The REST converters never call String() or Number() on an object: whatever its own toString or valueOf (text, a
// number, a function that throws), it is handed on unchanged for validation to refuse.

const throws = () => {
  throw new Error('called');
};
const HOSTILE: unknown[] = [
  { toString: 'x' },
  { valueOf: 1 },
  { toString: 'x', valueOf: 'y' },
  { toString: throws, valueOf: throws },
  { [Symbol.toPrimitive]: throws },
  Object.create(null),
  [1],
  [{ toString: 'x' }],
  { a: { b: { c: [{}] } } },
  () => 1,
  Symbol('s'),
];

describe('asText and asInt', () => {
  it.each(HOSTILE.map((v) => [v]))('hand %o on as it came, without converting it', (value) => {
    expect(asText(value)).toBe(value);
    expect(asInt(value)).toBe(value);
  });

  it('convert text, numbers and booleans as before; absent stays absent', () => {
    expect([asText('Deluxe'), asText(''), asText(5), asText(1e308), asText(true), asText(null), asText(undefined)]).toEqual(['Deluxe', '', '5', '1e+308', 'true', undefined, undefined]);
    expect([asInt(2), asInt('2'), asInt(' 3 '), asInt(1.5), asInt(true), asInt(''), asInt(null), asInt(undefined)]).toEqual([2, 2, 3, 1.5, 1, undefined, undefined, undefined]);
    // what the Int type then refuses with a 400
    expect([asInt('abc'), asInt('NaN'), asInt('1e309'), asInt(2 ** 53)]).toEqual([NaN, NaN, Infinity, 2 ** 53]);
  });
});

describe('bodyOf and fieldsOf', () => {
  const req = (body: unknown) => ({ body }) as FastifyRequest;

  it('are the fields of a JSON object, and none for a list, text or nothing', () => {
    const body = { guestCount: { toString: 'x' } };
    expect(bodyOf(req(body))).toBe(body);
    for (const other of [[1], 'x', 5, null, undefined]) expect(bodyOf(req(other))).toEqual({});
    expect(fieldsOf([{ a: 1 }])).toBeUndefined();
    expect(fieldsOf({ toString: 'x' })).toEqual({ toString: 'x' });
  });
});
