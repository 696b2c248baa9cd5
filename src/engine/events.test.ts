import { describe, expect, test, vi } from 'vitest';
import { createEventHub, Evented } from './events.ts';

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

describe('Evented.whileListened', () => {
  type Ev = { level: number; other: void };
  class Source extends Evented<Ev> {
    readonly started = vi.fn();
    readonly stopped = vi.fn();
    drop = this.whileListened('level', () => {
      this.started();
      return this.stopped;
    });
    fire(v: number) {
      return this.emit('level', v);
    }
    clear() {
      this.clearListeners();
    }
  }

  test('subscribes the source on the first listener and drops it after the last', () => {
    const s = new Source();
    expect(s.started).not.toHaveBeenCalled();
    s.on('other', () => undefined);
    expect(s.started).not.toHaveBeenCalled();
    const a = s.on('level', () => undefined);
    const b = s.on('level', () => undefined);
    expect(s.started).toHaveBeenCalledTimes(1);
    a();
    a(); // a second call of the same unsubscribe changes nothing
    expect(s.stopped).not.toHaveBeenCalled();
    b();
    expect(s.stopped).toHaveBeenCalledTimes(1);
    s.on('level', () => undefined);
    expect(s.started).toHaveBeenCalledTimes(2);
  });

  test('starts at once when listened already; dropping the demand or clearing the listeners stops it', () => {
    const s = new Source();
    s.drop();
    s.on('level', () => undefined);
    expect(s.started).not.toHaveBeenCalled();
    const t = new Source();
    t.on('level', () => undefined);
    t.drop();
    expect(t.started).toHaveBeenCalledTimes(1);
    expect(t.stopped).toHaveBeenCalledTimes(1);
    const u = new Source();
    u.on('level', () => undefined);
    u.clear();
    expect(u.stopped).toHaveBeenCalledTimes(1);
    expect(u.fire(1)).toBe(false);
  });
});
