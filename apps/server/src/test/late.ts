/**
 * A stand-in for a value a `beforeAll` makes: tests written at collection time hold the stand-in,
 * and every property read goes to the real value once it is set (an error names it before that).
 */
export function late<T extends object>(what: string): { value: T; set(real: T): void } {
  let real: T | undefined;
  const target = () => {
    if (real === undefined) throw new Error(`${what} is used before its beforeAll has made it`);
    return real;
  };
  const value = new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, v) => Reflect.set(target(), key, v),
    has: (_, key) => Reflect.has(target(), key),
  });
  return {
    value,
    set: (v) => {
      real = v;
    },
  };
}
