// Prints the agent's generated lines (one "id|text" a line) for make-agent-prompts.sh: every confirmation the
// question grammars allow ("Five years, great."), so they can be pre-rendered with the same voice.
import { confirmationLines } from '../server/agent/dialogue-plan.ts';
import { RECRUITER_SCRIPT } from '../server/agent/recruiter-script.ts';

for (const l of confirmationLines(RECRUITER_SCRIPT)) console.log(`${l.id}|${l.text}`);
