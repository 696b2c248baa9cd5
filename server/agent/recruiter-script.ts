import type { EndedReason } from '../../src/engine/call/messages.ts';

/** One step of the scripted screen: prompt ids to speak, then either a question to wait for or the end. */
export type ScriptStep = { say: string[]; question?: string; end?: EndedReason };

/** The recruiting screen (SPEC §1): greet, ask name, salary expectations, notice period, thank and end. */
export const RECRUITER_SCRIPT: ScriptStep[] = [
  { say: ['greeting', 'ask-name'], question: 'name' },
  { say: ['ask-salary'], question: 'salary-expectations' },
  { say: ['ask-notice'], question: 'notice-period' },
  { say: ['closing'], end: 'assistant-ended-call' },
];

/** Spoken once after a long silence. */
export const REPROMPT_ID = 'reprompt';
/** Spoken before ending a call after a second long silence. */
export const SILENCE_GOODBYE_ID = 'silence-goodbye';
