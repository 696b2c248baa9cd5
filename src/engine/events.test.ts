import { describe, expect, test, vi } from 'vitest';
import { createEventHub } from './events.ts';

describe('event hub', () => {
  test('delivers to every listener and stops after unsubscribe', () => {
    const e = createEventHub<{ tick: number }>();
    const a = vi.fn();
    const b = vi.fn();
    const offA = e.on('tick', a);
    e.on('tick', b);
    expect(e.emit('tick', 1)).toBe(true);
    offA();
    e.emit('tick', 2);
    expect(a.mock.calls).toEqual([[1]]);
    expect(b.mock.calls).toEqual([[1], [2]]);
  });

  test('keeps calling the other listeners when one throws', () => {
    const e = createEventHub<{ tick: number }>();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    e.on('tick', () => {
      throw new Error('boom');
    });
    e.on('tick', after);
    e.emit('tick', 1);
    expect(after).toHaveBeenCalledWith(1);
    spy.mockRestore();
  });

  test.each([
    ['no listener at all', false],
    ['a listener on another event only', true],
  ])('reports an unheard event (%s) so a caller can log it instead', (_name, otherListener) => {
    const e = createEventHub<{ error: Error; other: number }>();
    if (otherListener) e.on('other', () => undefined);
    expect(e.emit('error', new Error('x'))).toBe(false);
  });

  test('drops every listener on clear()', () => {
    const e = createEventHub<{ tick: number }>();
    const a = vi.fn();
    e.on('tick', a);
    e.clear();
    e.emit('tick', 1);
    expect(a).not.toHaveBeenCalled();
  });
});
