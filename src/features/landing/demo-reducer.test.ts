import { describe, expect, it } from 'vitest';
import { demoReducer, initialDemoState, type DemoAction, type DemoState } from './demo-reducer.ts';

describe('demoReducer', () => {
  it('starts with nothing playing', () => {
    expect(initialDemoState).toEqual({ playing: null });
  });

  it.each<[string, DemoState, DemoAction, DemoState]>([
    ['plays a card when nothing plays', { playing: null }, { type: 'toggle', id: 'scheduling' }, { playing: 'scheduling' }],
    ['pauses the playing card when it is clicked', { playing: 'scheduling' }, { type: 'toggle', id: 'scheduling' }, { playing: null }],
    [
      'switches to another card, stopping the first',
      { playing: 'scheduling' },
      { type: 'toggle', id: 'notifications' },
      { playing: 'notifications' },
    ],
    [
      'resets to none when the playing recording ends',
      { playing: 'candidate-calls' },
      { type: 'ended', id: 'candidate-calls' },
      { playing: null },
    ],
    [
      'resets to none when the playing recording fails',
      { playing: 'notifications' },
      { type: 'failed', id: 'notifications' },
      { playing: null },
    ],
    [
      'ignores the end of a recording that is no longer playing',
      { playing: 'scheduling' },
      { type: 'ended', id: 'candidate-calls' },
      { playing: 'scheduling' },
    ],
    [
      'ignores the failure of a recording that is no longer playing',
      { playing: 'scheduling' },
      { type: 'failed', id: 'notifications' },
      { playing: 'scheduling' },
    ],
    ['stays at none when a stale end arrives', { playing: null }, { type: 'ended', id: 'scheduling' }, { playing: null }],
  ])('%s', (_name, state, action, expected) => {
    expect(demoReducer(state, action)).toEqual(expected);
  });
});
