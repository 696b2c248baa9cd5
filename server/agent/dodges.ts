// Answers that are no answer: the question dodged, missed, put off or asked back (dialogue-utils.ts reads the rest).
import { saysNumber, words } from './said-words.ts';
import { pronoun } from './said-numbers.ts';

/**
 * Words that say the answer is not given: don't know, not sure, rather not say, say that again, can you hear me, hold
 * on, one moment, let's talk about that later (written from how people dodge, miss or put off a question, not from the
 * corpus; "let me think", "haven't thought about it", "repeat the question" and "it depends" were added on 2026-11-28
 * after reading the tuning sets' off-topic answers as the neural recognizer wrote them; "sorry, I'm driving, can I call
 * you back in ten minutes?" the same evening, after set 13's off-topic answers; "could you repeat that", with no
 * "again", after set 25's; "I'd rather talk about that with the recruiter" after set 40's, "Could I come back to that
 * one later? I'd rather talk it through with the recruiter" after set 41's, and as espeak's was written, "Till I come
 * back to Nat one later, I'd rather talk it through in the recruiter", after set 42's; "one sec" written "one sick"
 * after set 43's). A free-text answer made of them and no number is no answer: "I don't know yet" is not a salary to
 * confirm back, nor "one sec" a year.
 */
const NON_ANSWER_SAID =
  /\b(?:(?:don't|do not|dunno|not) (?:know|sure)|no idea|(?:rather|prefer|like) not|not (?:say|discuss|tell|comfortable)|(?:can't|cannot) (?:say|tell)|hard to say|say (?:that|it) again|repeat (?:that|it)|pardon|come again|didn't (?:catch|hear|get)|can you hear|are you there|who is this|what was the question|next question|skip|(?:hold|hang) on|bear with me|(?:talk|speak)(?: about)? (?:that|it|this)(?: through| over)? (?:later|with)|(?:talk|speak) (?:that|it|this) (?:through|over)|discuss (?:that|it|this) (?:later|with)|(?:come|get) back to (?:that(?: one)?|it|this|you|[a-z']+ one later)|leave (?:that|it|this) for (?:now|later)|(?:one|just a|give me a|wait a) (?:sec|sick|second|moment|minute)|a sec|let me think|(?:haven't|have not|never) (?:really )?thought about|(?:repeat|say) the question|it depends|call (?:you|me) back|(?:i'm|i am) driving|bad time|(?:in|give me) (?:a few|a couple(?: of)?|[a-z]+(?: [a-z]+)?) (?:seconds|minutes|mins|hours))\b/;
const NON_ANSWER_ALL = new RegExp(NON_ANSWER_SAID.source, 'g'); // the same words, every place they are said

/**
 * A question asked back instead of an answer ("what's the range for this role?", "how much does it pay?"): it opens
 * the utterance, after at most a filler or two. Only question openings that cannot start an answer are listed
 * ("what I'd like is …" and "what would suit me is …" are answers). "Why do you…", "when will you…", "which
 * position…" and "what does the job involve" were added with the words above. "Hmm" as the neural recognizer can
 * write it, "H-m-m", too (sets 14 and 15: "Hmm, could you tell me what the budget range is…" was taken as a salary).
 * "Does/would … count" after set 26's "Does freelance work count towards that?" (taken as three years), "… include"
 * or "… cover" after set 27's "Does that include freelance work, or only full-time jobs?" (the same), "… matter" after
 * set 30's "Does it matter if it's in a different industry?"; espeak's "does" written "thus" by the neural recognizer
 * (set 35: "Thus freelance work count toward…"; kal's, set 40: "Those three lands were count, or are you only…"). "Hang on, do you mean in this sector or in the industry overall?"
 * (set 39): a question asking what the question means, to its end (kal's "sector" heard "six-acre").
 */
export const ASKED_BACK =
  /^(?:(?:um|uh|er|erm|so|well|sorry|and|but|actually|okay|ok|oh|hang|hold|on|hm+|mm+|mhm|h(?: m)+|m(?: m)+)\s+){0,2}(?:do you mean(?: [a-z'-]+)*|what(?:'s| is| are) the|how (?:much|many|long) (?:is|are|does|do|would|will)|can you (?:tell|say|give)|could you (?:tell|say|give)|is there|are there|do you (?:know|have|offer)|what does (?:it|the \w+|this \w+) (?:pay|offer|involve|entail)|why (?:do|would|are|is) (?:you|that|it)|when (?:will|would|do) you|which (?:position|role|job)s?|(?:does|do|would|will|thus|those) (?:[a-z'-]+ ){1,3}(?:count|include|cover|matter))\b/;

/**
 * Asking why the question is asked, anywhere in the answer: "why do you need to know that?" (set 25, heard "oh, I do
 * you need to know that", which the yes/no question read as "I do"), "can I ask why that's relevant?" (set 35, heard
 * "can I ask why not? relevant…", a no). It answers no question.
 */
export const WHY_ASKED = /\b(?:(?:do|would) you (?:need|want) to know|(?:can|could|may) i ask why)\b/;

/**
 * True when words only dodge, miss or ask back the question: no number in them but the dodge's ("hold on, one sec") or
 * the question's asked back ("does freelance work count?" heard "does three lands where count", set 29). A "one" that
 * stands for a noun is no number ("what's the difference between the data and the software one?", set 31).
 */
export function nonAnswer(ws: string[]): boolean {
  const said = ws.join(' ');
  const left = undodged(ws);
  if (saysNumber(left.filter((_, i) => !pronoun(left, i)))) return false;
  const dodging = STANCE.test(said) ? said.replace(/\bit depends\b/g, ' ') : said;
  return NON_ANSWER_SAID.test(dodging) || ASKED_BACK.test(said) || WHY_ASKED.test(said);
}

/**
 * Words that take a stance: with them "it depends" says what on, no dodge ("Honestly, I'm flexible. It depends on the
 * whole package.", set 62's salary answer, was no answer).
 */
const STANCE = /\b(?:flexible|negotiable|open to)\b/;

/** The words left when a question asked back and the words that dodge are taken out ("one sec" of "one sec, five"). */
export const undodged = (ws: string[]): string[] =>
  ws.join(' ').replace(ASKED_BACK, ' ').replace(NON_ANSWER_ALL, ' ').split(' ').filter(Boolean);

/** `nonAnswer` of a transcript: "could you repeat the question?", "why do you ask?", "I'd rather not say". */
export const dodges = (text: string): boolean => nonAnswer(words(text));
