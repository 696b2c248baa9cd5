/** The three demo recordings (docs/product.md §2), also their file names under /media. */
export type DemoId = 'candidate-calls' | 'scheduling' | 'notifications';

/** Which demo plays; docs/product.md §4: none or exactly one. */
export type DemoState = { playing: DemoId | null };

/** What can happen to the demo player. `ended`/`failed` name the recording they came from. */
export type DemoAction = { type: 'toggle'; id: DemoId } | { type: 'ended'; id: DemoId } | { type: 'failed'; id: DemoId };

/** Initial state: nothing plays. */
export const initialDemoState: DemoState = { playing: null };

/**
 * Clicking the playing card pauses it; clicking another stops the first and plays the new one;
 * end or failure of the playing recording resets to none (a stale event from a stopped one is ignored).
 */
export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'toggle':
      return { playing: state.playing === action.id ? null : action.id };
    case 'ended':
    case 'failed':
      return state.playing === action.id ? { playing: null } : state;
  }
}
